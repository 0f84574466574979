import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'A-100', name: 'Canvas tote', stock: 40 },
  { id: 2, sku: 'A-101', name: 'Enamel mug', stock: 12 },
  { id: 3, sku: 'A-102', name: 'Linen napkins (4)', stock: 25 },
];

// Fixed-width columns get a class; the separator (the drag handle) is hidden only for them.
const fixed = { resizable: false, headerClassName: 'fixed-width-header' };

const columns = [
  { field: 'sku', headerName: 'SKU', width: 100, ...fixed },
  { field: 'name', headerName: 'Name (resizable)', width: 200 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, ...fixed },
];

export default function HideFixedWidthSeparators() {
  return (
    <Box
      sx={{
        height: 260,
        width: '100%',
        '& .fixed-width-header .MuiDataGrid-columnSeparator': { display: 'none' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Products" />
    </Box>
  );
}
