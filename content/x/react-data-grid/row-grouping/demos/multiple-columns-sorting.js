import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
} from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function MultipleColumnsSorting() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        rowGroupingColumnMode="multiple"
        initialState={{
          rowGrouping: { model: ['country', 'category'] },
          // Each grouping column sorts by its own criteria: categories Z to A.
          sorting: {
            sortModel: [
              {
                field: getRowGroupingFieldFromGroupingCriteria('category'),
                sort: 'desc',
              },
            ],
          },
          filter: {
            filterModel: { items: [{ field: 'quantity', operator: '>', value: 2 }] },
          },
        }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders with more than two items, grouped in separate columns"
      />
    </Box>
  );
}
