import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
} from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function FilterGroupingColumn() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        initialState={{
          rowGrouping: { model: ['category'] },
          // Filtering the grouping column keeps the matching groups and all their rows.
          filter: {
            filterModel: {
              items: [
                {
                  field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
                  operator: 'isAnyOf',
                  value: ['Lighting', 'Textiles'],
                },
              ],
            },
          },
        }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Lighting and textile orders"
      />
    </Box>
  );
}
