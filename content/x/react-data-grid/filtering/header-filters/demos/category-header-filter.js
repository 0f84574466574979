import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiContext } from '@mui/x-data-grid-pro';
import { expenseCategories, expenses } from './expenses';

// One column's header filter replaced by a plain select of its categories.
function CategoryFilter(props) {
  const { item, colDef } = props;
  const apiRef = useGridApiContext();

  const handleChange = (event) => {
    const value = event.target.value;
    if (value === '') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({
        ...item,
        field: colDef.field,
        operator: 'equals',
        value,
      });
    }
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      variant="standard"
      label="Category"
      value={item.value ?? ''}
      onChange={handleChange}
    >
      <MenuItem value="">All</MenuItem>
      {expenseCategories.map((category) => (
        <MenuItem key={category} value={category}>
          {category}
        </MenuItem>
      ))}
    </TextField>
  );
}

const columns = [
  { field: 'employee', headerName: 'Employee', flex: 1 },
  {
    field: 'category',
    headerName: 'Category',
    width: 160,
    renderHeaderFilter: (params) => <CategoryFilter {...params} />,
  },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

export default function CategoryHeaderFilter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={expenses}
        columns={columns}
        headerFilters
        density="compact"
        aria-label="Expense claims with a category picker in the header row"
      />
    </Box>
  );
}
