import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function MultipleGroupingColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        rowGroupingColumnMode="multiple"
        initialState={{ rowGrouping: { model: ['category', 'country'] } }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders with one grouping column per level"
      />
    </Box>
  );
}
