import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
} from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

const DAY = 24 * 60 * 60 * 1000;

// The result is a number of days, not a date: its own formatter replaces the column's, and
// `hasCellUnit: false` tells renderers that it is not in the column's unit.
const period = {
  label: 'period',
  columnTypes: ['date'],
  hasCellUnit: false,
  apply: ({ values }) => {
    const times = values
      .filter((value) => value instanceof Date)
      .map((d) => d.getTime());
    return times.length
      ? Math.round((Math.max(...times) - Math.min(...times)) / DAY)
      : null;
  },
  valueFormatter: (value) => (value == null ? '' : `${value} days`),
};

export default function SalesPeriodFormatter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={saleColumns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, period }}
        initialState={{ aggregation: { model: { sold: 'period', copies: 'sum' } } }}
        density="compact"
        hideFooter
        aria-label="Book sales with the length of the sales period"
      />
    </Box>
  );
}
