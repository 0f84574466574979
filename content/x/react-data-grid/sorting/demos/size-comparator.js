import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

const bySize = (a, b) => SIZES.indexOf(a) - SIZES.indexOf(b);

const rows = [
  { id: 1, style: 'Organic tee', size: 'L', stock: 14 },
  { id: 2, style: 'Organic tee', size: 'XS', stock: 3 },
  { id: 3, style: 'Hoodie', size: 'XXL', stock: 6 },
  { id: 4, style: 'Hoodie', size: 'M', stock: 21 },
  { id: 5, style: 'Tank top', size: 'S', stock: 9 },
  { id: 6, style: 'Tank top', size: 'XL', stock: 0 },
];

const columns = [
  { field: 'style', headerName: 'Style', flex: 1 },
  { field: 'size', headerName: 'Size', width: 100, sortComparator: bySize },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 100,
    sortingOrder: ['desc', 'asc'],
  },
];

export default function SizeComparator() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
        hideFooter
        aria-label="Clothing stock by size"
      />
    </Box>
  );
}
