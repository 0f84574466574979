import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

// Readers cannot group by customer or product from the column menu...
const columns = orderColumns.map((column) =>
  column.field === 'customer' || column.field === 'product'
    ? { ...column, groupable: false }
    : column,
);

export default function NonGroupableColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        // ...but the model can still group by customer.
        initialState={{ rowGrouping: { model: ['customer'] } }}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders grouped by customer, a column readers cannot group"
      />
    </Box>
  );
}
