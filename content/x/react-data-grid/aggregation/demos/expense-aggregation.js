import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
} from '@mui/x-data-grid-premium';

// A custom function: how many different values a column holds.
const distinct = {
  label: 'distinct',
  apply: ({ values }) => new Set(values).size,
  columnTypes: ['string'],
};

const rows = [
  { id: 1, day: 'Mon', category: 'Train', paidBy: 'Ines', amount: 64 },
  { id: 2, day: 'Mon', category: 'Dinner', paidBy: 'Joon', amount: 88 },
  { id: 3, day: 'Tue', category: 'Museum', paidBy: 'Ines', amount: 36 },
  { id: 4, day: 'Tue', category: 'Hotel', paidBy: 'Kwame', amount: 240 },
  { id: 5, day: 'Wed', category: 'Bike hire', paidBy: 'Joon', amount: 30 },
];

const columns = [
  { field: 'day', headerName: 'Day', width: 90 },
  { field: 'category', headerName: 'Category', flex: 1 },
  { field: 'paidBy', headerName: 'Paid by', width: 130 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

export default function ExpenseAggregation() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, distinct }}
        initialState={{
          aggregation: { model: { amount: 'sum', paidBy: 'distinct' } },
        }}
        hideFooter
        aria-label="Trip expenses"
      />
    </Box>
  );
}
