import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const savedSeats = [
  { id: 1, row: 'A', price: 45, zone: 'Stalls' },
  { id: 2, row: 'B', price: 45, zone: 'Stalls' },
  { id: 3, row: 'C', price: 40, zone: 'Stalls' },
  { id: 4, row: 'D', price: 32, zone: 'Circle' },
  { id: 5, row: 'E', price: 28, zone: 'Circle' },
];

const columns = [
  { field: 'row', headerName: 'Row', width: 80 },
  { field: 'zone', headerName: 'Zone', width: 120, editable: true },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 120,
    editable: true,
  },
];

export default function PremiumBulkEdits() {
  const [rows, setRows] = React.useState(savedSeats);
  const [committed, setCommitted] = React.useState(savedSeats);
  const [unsaved, setUnsaved] = React.useState(new Set());

  // Typed edits and pasted blocks both arrive here, one row at a time.
  const processRowUpdate = (updated) => {
    setUnsaved((previous) => new Set(previous).add(updated.id));
    setRows((previous) =>
      previous.map((seat) => (seat.id === updated.id ? updated : seat)),
    );
    return updated;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          size="small"
          variant="contained"
          disabled={unsaved.size === 0}
          onClick={() => {
            setCommitted(rows);
            setUnsaved(new Set());
          }}
        >
          Save all
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={unsaved.size === 0}
          onClick={() => {
            setRows(committed);
            setUnsaved(new Set());
          }}
        >
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          Select price cells, type a price in one, copy it and paste over the others.
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 340,
          '& .seat--unsaved': { bgcolor: alpha(theme.palette.warning.main, 0.16) },
        })}
      >
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) =>
            unsaved.has(params.id) ? 'seat--unsaved' : ''
          }
          hideFooter
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Theatre seat prices with unsaved rows highlighted"
        />
      </Box>
    </Stack>
  );
}
