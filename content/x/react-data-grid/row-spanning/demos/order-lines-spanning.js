import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const lines = [
  {
    id: 1,
    order: 'SO-3301',
    customer: 'Harbour Café',
    item: 'Espresso beans 1 kg',
    quantity: 4,
  },
  {
    id: 2,
    order: 'SO-3301',
    customer: 'Harbour Café',
    item: 'Paper cups (500)',
    quantity: 2,
  },
  {
    id: 3,
    order: 'SO-3302',
    customer: 'Harbour Café',
    item: 'Oat milk (12)',
    quantity: 3,
  },
  {
    id: 4,
    order: 'SO-3303',
    customer: 'Green Table',
    item: 'Espresso beans 1 kg',
    quantity: 1,
  },
  {
    id: 5,
    order: 'SO-3303',
    customer: 'Green Table',
    item: 'Filter papers',
    quantity: 5,
  },
];

const columns = [
  { field: 'order', headerName: 'Order', width: 110 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 140,
    // Merge only within one order: two orders from the same customer stay separate.
    rowSpanValueGetter: (_value, row) => `${row.order} ${row.customer}`,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
];

export default function OrderLinesSpanning() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={lines}
        columns={columns}
        unstable_rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
        aria-label="Order lines"
      />
    </Box>
  );
}
