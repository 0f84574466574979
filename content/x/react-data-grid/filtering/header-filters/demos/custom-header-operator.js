import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, getGridNumericOperators } from '@mui/x-data-grid-pro';
import { expenses } from './expenses';

// An operator that needs no value: the header shows its short label instead of an input.
const needsApproval = {
  label: 'needs approval (over $250)',
  headerLabel: 'Needs approval',
  value: 'needsApproval',
  requiresFilterValue: false,
  getApplyFilterFn: () => (value) => value > 250,
};

const columns = [
  { field: 'employee', headerName: 'Employee', flex: 1 },
  { field: 'category', headerName: 'Category', width: 140 },
  {
    field: 'amount',
    headerName: 'Amount ($)',
    type: 'number',
    width: 180,
    filterOperators: [needsApproval, ...getGridNumericOperators()],
  },
];

export default function CustomHeaderOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={expenses}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'amount', operator: 'needsApproval' }] },
          },
        }}
        density="compact"
        aria-label="Expense claims that need approval"
      />
    </Box>
  );
}
