import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { Order, orderColumns, orders } from './orders';

// The product column moves into the grouping column (leafField), so hide it from the list.
const columns: GridColDef<Order>[] = orderColumns.filter((column) => column.field !== 'product');

export default function CustomGroupingColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        groupingColDef={{
          headerName: 'Category / product',
          width: 220,
          leafField: 'product',
          hideDescendantCount: true,
        }}
        initialState={{ rowGrouping: { model: ['category'] } }}
        defaultGroupingExpansionDepth={1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders grouped by category with products as leaves"
      />
    </Box>
  );
}
