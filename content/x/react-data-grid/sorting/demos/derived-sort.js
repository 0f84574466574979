import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    country: 'Bangladesh',
    population: 171_000_000,
    area: 148_460,
    capital: 'Dhaka',
  },
  {
    id: 2,
    country: 'Canada',
    population: 40_000_000,
    area: 9_984_670,
    capital: 'Ottawa',
  },
  {
    id: 3,
    country: 'Netherlands',
    population: 17_900_000,
    area: 41_850,
    capital: 'Amsterdam',
  },
  {
    id: 4,
    country: 'Mongolia',
    population: 3_400_000,
    area: 1_564_116,
    capital: 'Ulaanbaatar',
  },
  {
    id: 5,
    country: 'Rwanda',
    population: 14_000_000,
    area: 26_338,
    capital: 'Kigali',
  },
];

const columns = [
  { field: 'country', headerName: 'Country', flex: 1 },
  // Sorting uses the value the getter derives, not a stored field.
  {
    field: 'density',
    headerName: 'People per km²',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => Math.round(row.population / row.area),
  },
  { field: 'capital', headerName: 'Capital', width: 130, sortable: false },
];

export default function DerivedSort() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'density', sort: 'desc' }] },
        }}
        sortingOrder={['desc', 'asc']}
        hideFooter
        aria-label="Population density"
      />
    </Box>
  );
}
