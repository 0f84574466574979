import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
} from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

// The middle value once sorted: less swayed by one large sale than the average.
const median = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const sorted = values.filter((value) => typeof value === 'number');
    if (sorted.length === 0) {
      return null;
    }
    sorted.sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? sorted[middle]
      : (sorted[middle - 1] + sorted[middle]) / 2;
  },
};

export default function MedianFunction() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={saleColumns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, median }}
        initialState={{
          aggregation: { model: { copies: 'median', price: 'median' } },
        }}
        density="compact"
        hideFooter
        aria-label="Book sales with median copies and price"
      />
    </Box>
  );
}
