import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
} from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

// Every built-in function except `size`, so no column menu offers a count.
const { size, ...functionsWithoutCount } = GRID_AGGREGATION_FUNCTIONS;

export default function WithoutCountFunction() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={saleColumns}
        aggregationFunctions={functionsWithoutCount}
        initialState={{ aggregation: { model: { copies: 'max' } } }}
        density="compact"
        hideFooter
        aria-label="Book sales without the count function"
      />
    </Box>
  );
}
