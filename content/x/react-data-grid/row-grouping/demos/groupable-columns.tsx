import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { Order, orderColumns, orders } from './orders';

// Numbers and dates make poor groups here: one group per distinct value.
const notGroupable = new Set(['ordered', 'quantity', 'price']);

const columns: GridColDef<Order>[] = orderColumns.map((column) =>
  notGroupable.has(column.field) ? { ...column, groupable: false } : column,
);

export default function GroupableColumns() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders, only text columns can be grouped"
      />
    </Box>
  );
}
