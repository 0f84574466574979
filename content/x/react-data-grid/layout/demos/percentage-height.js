import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = ['Kiwi', 'Mango', 'Papaya', 'Guava', 'Lychee', 'Fig', 'Quince'].map(
  (fruit, index) => ({
    id: index + 1,
    fruit,
    stock: 20 + ((index * 37) % 80),
  }),
);

const columns = [
  { field: 'fruit', headerName: 'Fruit', flex: 1 },
  { field: 'stock', headerName: 'Crates in stock', type: 'number', flex: 1 },
];

export default function PercentageHeight() {
  return (
    // The outer box has a definite height, so the 100% below has something to resolve against.
    <Box
      sx={{ height: 360, width: '100%', border: 1, borderColor: 'divider', p: 1 }}
    >
      <Box sx={{ height: '100%', width: '75%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Fruit stock"
        />
      </Box>
    </Box>
  );
}
