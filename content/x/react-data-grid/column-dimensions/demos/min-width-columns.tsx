import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'TB-104', name: 'Walnut tea tray', stock: 42 },
  { id: 2, sku: 'TB-220', name: 'Stoneware teapot, 1.2 litres', stock: 8 },
  { id: 3, sku: 'TB-311', name: 'Linen napkins (set of 6)', stock: 120 },
];

const columns: GridColDef[] = [
  // Fixed at 90px whatever the grid's width.
  { field: 'sku', headerName: 'SKU', width: 90 },
  // Flexible, but never narrower than 220px: the grid scrolls sideways instead.
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 220 },
  // Readers can drag this one between 80px and 140px.
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, minWidth: 80, maxWidth: 140 },
];

export default function MinWidthColumns() {
  return (
    <Box sx={{ height: 240, width: '100%', maxWidth: 420 }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Products with minimum column widths" />
    </Box>
  );
}
