import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${String(5000 + index)}`,
  amount: 100 + ((index * 73) % 900),
}));

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', flex: 1 },
  { field: 'amount', headerName: 'Amount', type: 'number', flex: 1 },
];

export default function RestoreScrollPosition() {
  const apiRef = useGridApiRef();
  const [open, setOpen] = React.useState(true);
  const [saved, setSaved] = React.useState({ top: 0, left: 0 });

  const toggle = () => {
    if (open) {
      // Read the position before the grid unmounts.
      setSaved(apiRef.current.getScrollPosition());
    }
    setOpen((prev) => !prev);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" onClick={toggle} sx={{ mb: 1 }}>
        {open ? 'Hide invoices' : 'Show invoices again'}
      </Button>
      {open ? (
        <Box sx={{ height: 320 }}>
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            // The saved position becomes the initial one when the grid mounts again.
            initialState={{ scroll: saved }}
            hideFooter
            aria-label="Invoices"
          />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" role="status">
          Grid hidden. Saved position: {Math.round(saved.top)} px from the top.
        </Typography>
      )}
    </Box>
  );
}
