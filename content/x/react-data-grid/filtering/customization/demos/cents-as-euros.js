import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, getGridNumericOperators } from '@mui/x-data-grid';

// Prices are stored in cents, but readers type euros in the filter.
const euroOperators = getGridNumericOperators().map((operator) => ({
  ...operator,
  getApplyFilterFn: (filterItem, column) => {
    const toCents = (value) =>
      value === undefined || value === null || value === ''
        ? value
        : Math.round(Number(value) * 100);
    const centsItem = {
      ...filterItem,
      value: Array.isArray(filterItem.value)
        ? filterItem.value.map(toCents)
        : toCents(filterItem.value),
    };
    return operator.getApplyFilterFn(centsItem, column);
  },
}));

const rows = [
  { id: 1, dish: 'Tomato soup', priceCents: 650 },
  { id: 2, dish: 'Mushroom risotto', priceCents: 1450 },
  { id: 3, dish: 'Grilled sea bass', priceCents: 2200 },
  { id: 4, dish: 'Lemon tart', priceCents: 700 },
];

const columns = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  {
    field: 'priceCents',
    headerName: 'Price (€)',
    type: 'number',
    width: 140,
    valueFormatter: (value) => (value / 100).toFixed(2),
    filterOperators: euroOperators,
  },
];

export default function CentsAsEuros() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'priceCents', operator: '<', value: 10 }],
            },
          },
        }}
        hideFooter
        aria-label="Menu filtered by price in euros"
      />
    </Box>
  );
}
