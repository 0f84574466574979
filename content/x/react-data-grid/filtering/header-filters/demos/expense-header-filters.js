import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const categories = ['Travel', 'Meals', 'Software', 'Office'];
const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  employee: ['Ayesha', 'Marco', 'Lin', 'Tove'][index % 4],
  category: categories[(index * 3) % categories.length],
  amount: 12 + ((index * 41) % 480),
  notes: index % 5 === 0 ? 'Receipt missing' : '',
}));

const columns = [
  { field: 'employee', headerName: 'Employee', flex: 1 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: categories,
    width: 150,
  },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
  { field: 'notes', headerName: 'Notes', flex: 1, renderHeaderFilter: () => null },
];

export default function ExpenseHeaderFilters() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'amount', operator: '>', value: 100 }] },
          },
        }}
        density="compact"
        aria-label="Expense claims"
      />
    </Box>
  );
}
