import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';

const sample = [
  { id: 1, guest: 'Ana Souza', table: 4 },
  { id: 2, guest: 'Ben Okafor', table: 2 },
];

const columns = [
  { field: 'guest', headerName: 'Guest', flex: 1 },
  { field: 'table', headerName: 'Table', type: 'number', width: 100 },
];

export default function EmptyAutoHeightOverlay() {
  const [rows, setRows] = React.useState([]);
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        sx={{ mb: 1 }}
        onClick={() => setRows((prev) => (prev.length ? [] : sample))}
      >
        {rows.length ? 'Clear guests' : 'Add guests'}
      </Button>
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Guests"
        // Without rows, an auto-height grid has no body; this variable reserves room for the overlay.
        sx={{ '--DataGrid-overlayHeight': '180px' }}
      />
    </Box>
  );
}
