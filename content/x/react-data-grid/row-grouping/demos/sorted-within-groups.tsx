import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function SortedWithinGroups() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        initialState={{
          rowGrouping: { model: ['category'] },
          // Sorting a regular column orders the rows inside each group; groups keep their order.
          sorting: { sortModel: [{ field: 'price', sort: 'desc' }] },
        }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders by category, most expensive first in each"
      />
    </Box>
  );
}
