import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
} from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

const percent = (value) => (value == null ? '' : `${Math.round(value * 100)} %`);

// Averaging each row's margin would weigh a 3-copy sale like a 20-copy one. Reading revenue and
// cost from the row and dividing the totals gives the true margin of the selection.
const overallMargin = {
  label: 'overall',
  getCellValue: ({ row }) => ({
    revenue: row.copies * row.price,
    cost: row.copies * row.cost,
  }),
  apply: ({ values }) => {
    let revenue = 0;
    let cost = 0;
    values.forEach((value) => {
      if (value) {
        revenue += value.revenue;
        cost += value.cost;
      }
    });
    return revenue === 0 ? null : (revenue - cost) / revenue;
  },
  valueFormatter: percent,
};

const columns = [
  ...saleColumns,
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => (row.price - row.cost) / row.price,
    valueFormatter: percent,
    availableAggregationFunctions: ['overallMargin', 'avg'],
  },
];

export default function WeightedMargin() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, overallMargin }}
        initialState={{
          aggregation: { model: { margin: 'overallMargin' } },
          columns: { columnVisibilityModel: { genre: false, sold: false } },
        }}
        density="compact"
        hideFooter
        aria-label="Book sales with the overall margin"
      />
    </Box>
  );
}
