import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridStringOrNumberComparator } from '@mui/x-data-grid';

// Sort people by surname, then by first name, while showing "First Last".
const bySurname = (a, b, paramsA, paramsB) => {
  const last = (name) => name.split(' ').slice(-1)[0];
  return (
    gridStringOrNumberComparator(last(a), last(b), paramsA, paramsB) ||
    gridStringOrNumberComparator(a, b, paramsA, paramsB)
  );
};

const rows = [
  { id: 1, name: 'Zadie Smith', book: 'White Teeth' },
  { id: 2, name: 'Ali Smith', book: 'Autumn' },
  { id: 3, name: 'Chinua Achebe', book: 'Things Fall Apart' },
  { id: 4, name: 'Haruki Murakami', book: 'Norwegian Wood' },
  { id: 5, name: 'Isabel Allende', book: 'The House of the Spirits' },
];

const columns = [
  {
    field: 'name',
    headerName: 'Author (by surname)',
    flex: 1,
    sortComparator: bySurname,
  },
  { field: 'book', headerName: 'Book', flex: 1 },
];

export default function SurnameComparator() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
        hideFooter
        aria-label="Authors"
      />
    </Box>
  );
}
