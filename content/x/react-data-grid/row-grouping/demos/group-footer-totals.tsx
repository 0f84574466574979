import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridGroupNode } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

// Groups get their totals in a footer row; the whole grid gets none.
const totalsPosition = (node: GridGroupNode) => (node.depth === -1 ? null : 'footer');

export default function GroupFooterTotals() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        getAggregationPosition={totalsPosition}
        initialState={{
          rowGrouping: { model: ['country'] },
          aggregation: { model: { quantity: 'sum', price: 'max' } },
        }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders by country with a totals row per country"
      />
    </Box>
  );
}
