import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
} from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

// With a leafField, the grouping column filters on the leaves' products.
// mainGroupingCriteria makes it filter on the country instead.
const filterModel = {
  items: [
    {
      field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
      operator: 'contains',
      value: 'port',
    },
  ],
};

export default function MainGroupingCriteria() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        groupingColDef={{ leafField: 'product', mainGroupingCriteria: 'country' }}
        initialState={{
          rowGrouping: { model: ['country'] },
          filter: { filterModel },
        }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders from countries whose name contains port"
      />
    </Box>
  );
}
