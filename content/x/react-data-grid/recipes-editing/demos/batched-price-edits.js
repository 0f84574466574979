import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';

const savedRows = [
  { id: 1, product: 'Espresso', price: 1.8 },
  { id: 2, product: 'Cappuccino', price: 2.9 },
  { id: 3, product: 'Flat white', price: 3.2 },
  { id: 4, product: 'Chai latte', price: 3.4 },
];

const columns = [
  { field: 'product', headerName: 'Product', flex: 1, editable: true },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 120,
    editable: true,
  },
];

export default function BatchedPriceEdits() {
  const [rows, setRows] = React.useState(savedRows);
  const [committed, setCommitted] = React.useState(savedRows);
  // Edited rows wait here until "Save all" or "Discard".
  const [pending, setPending] = React.useState(new Map());

  const processRowUpdate = (updated) => {
    setPending((previous) => new Map(previous).set(updated.id, updated));
    setRows((previous) =>
      previous.map((row) => (row.id === updated.id ? updated : row)),
    );
    return updated;
  };

  const saveAll = () => {
    setCommitted(rows);
    setPending(new Map());
  };

  const discard = () => {
    setRows(committed);
    setPending(new Map());
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          size="small"
          variant="contained"
          disabled={pending.size === 0}
          onClick={saveAll}
        >
          Save all
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={pending.size === 0}
          onClick={discard}
        >
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {pending.size} unsaved {pending.size === 1 ? 'row' : 'rows'}
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 290,
          '& .row--unsaved': { bgcolor: alpha(theme.palette.warning.main, 0.16) },
        })}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) =>
            pending.has(params.id) ? 'row--unsaved' : ''
          }
          hideFooter
          aria-label="Café prices with unsaved edits highlighted"
        />
      </Box>
    </Stack>
  );
}
