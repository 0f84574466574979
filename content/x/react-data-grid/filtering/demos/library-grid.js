import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';

const books = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    available: true,
  },
  {
    id: 2,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    year: 1979,
    available: false,
  },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, available: true },
  {
    id: 4,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    available: true,
  },
  {
    id: 5,
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    year: 1993,
    available: true,
  },
  {
    id: 6,
    title: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    year: 1972,
    available: false,
  },
  {
    id: 7,
    title: 'Neuromancer',
    author: 'William Gibson',
    year: 1984,
    available: true,
  },
  {
    id: 8,
    title: 'The Fifth Season',
    author: 'N. K. Jemisin',
    year: 2015,
    available: true,
  },
];

const columns = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'available', headerName: 'On shelf', type: 'boolean', width: 100 },
];

export default function LibraryGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'year', operator: '<', value: 1980 }] },
          },
        }}
        hideFooter
        aria-label="Library catalogue"
      />
    </Box>
  );
}
