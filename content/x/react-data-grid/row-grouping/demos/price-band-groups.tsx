import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { Order, orderColumns, orders } from './orders';

// Numbers are grouped into bands; the number prefix keeps the bands in price order.
function priceBand(price: number) {
  if (price < 50) {
    return '1. Under €50';
  }
  if (price < 200) {
    return '2. €50 to €199';
  }
  return '3. €200 and over';
}

const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  column.field === 'price'
    ? {
        ...column,
        groupingValueGetter: (value: number) => priceBand(value),
      }
    : column,
);

export default function PriceBandGroups() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['price'] } }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders grouped by price band"
      />
    </Box>
  );
}
