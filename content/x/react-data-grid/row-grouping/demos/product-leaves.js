import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function CustomGroupingColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        groupingColDef={{
          headerName: 'Category / product',
          width: 220,
          leafField: 'product',
          hideDescendantCount: true,
        }}
        initialState={{
          rowGrouping: { model: ['category'] },
          // leafField needs the product column to exist; it is only hidden.
          columns: { columnVisibilityModel: { product: false } },
        }}
        defaultGroupingExpansionDepth={1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders grouped by category with products as leaves"
      />
    </Box>
  );
}
