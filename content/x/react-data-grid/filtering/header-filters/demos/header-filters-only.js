import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColumnMenu } from '@mui/x-data-grid-pro';
import { expenses } from './expenses';

const columns = [
  { field: 'employee', headerName: 'Employee', flex: 1 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

// The column menu without its "Filter" item, which would open the filter panel.
function ColumnMenuWithoutFilter(props) {
  return <GridColumnMenu {...props} slots={{ columnMenuFilterItem: null }} />;
}

export default function HeaderFiltersOnly() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={expenses}
        columns={columns}
        headerFilters
        slots={{ columnMenu: ColumnMenuWithoutFilter }}
        density="compact"
        aria-label="Expense claims filtered only from the header row"
      />
    </Box>
  );
}
