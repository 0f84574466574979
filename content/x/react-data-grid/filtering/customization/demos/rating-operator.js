import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';

function RatingInput({ item, applyValue }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name="rating-filter"
        value={Number(item.value) || 0}
        onChange={(_event, value) => applyValue({ ...item, value })}
        aria-label="Minimum rating"
      />
    </Box>
  );
}

const atLeast = {
  label: 'At least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) return null;
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: RatingInput,
};

const rows = [
  { id: 1, name: 'Café Lumière', rating: 4 },
  { id: 2, name: 'Kopi Corner', rating: 5 },
  { id: 3, name: 'The Daily Grind', rating: 2 },
  { id: 4, name: 'Bean There', rating: 3 },
  { id: 5, name: 'Fika', rating: 5 },
];

const columns = [
  { field: 'name', headerName: 'Café', flex: 1 },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 160,
    filterOperators: [atLeast],
    renderCell: ({ value }) => (
      <Typography variant="body2">{'★'.repeat(value)}</Typography>
    ),
  },
];

export default function RatingOperator() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'rating', operator: 'atLeast', value: 4 }],
            },
          },
        }}
        hideFooter
        aria-label="Cafés"
      />
    </Box>
  );
}
