import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
} from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function GroupingColumnLeafSort() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        // Leaves show their product in the grouping column and sort by it.
        groupingColDef={{ leafField: 'product' }}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { product: false } },
          // Descending: categories from Z to A, products inside from Z to A.
          sorting: {
            sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }],
          },
        }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders sorted by category, then by product"
      />
    </Box>
  );
}
