import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { expenses } from './expenses';

const columns = [
  { field: 'employee', headerName: 'Employee', flex: 1 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 140 },
];

export default function HeaderFilterCellProps() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={expenses}
        columns={columns}
        headerFilters
        // A taller filter row leaves room for outlined inputs.
        headerFilterHeight={72}
        slotProps={{
          headerFilterCell: {
            // Props for every header filter cell, and for every input inside.
            showClearIcon: false,
            InputComponentProps: { variant: 'outlined', size: 'small' },
          },
        }}
        aria-label="Expense claims with outlined header filters"
      />
    </Box>
  );
}
