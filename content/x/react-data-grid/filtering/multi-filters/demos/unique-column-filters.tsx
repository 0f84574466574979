import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GetColumnForNewFilterArgs,
  GridColDef,
  GridToolbar,
} from '@mui/x-data-grid-pro';

const genres = ['Jazz', 'Folk', 'Techno', 'Classical'];
const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  album: `Album ${index + 1}`,
  genre: genres[index % genres.length],
  year: 1975 + ((index * 7) % 48),
  rating: 1 + (index % 5),
}));

const columns: GridColDef[] = [
  { field: 'album', headerName: 'Album', flex: 1 },
  { field: 'genre', headerName: 'Genre', width: 120, type: 'singleSelect', valueOptions: genres },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

// The same arguments as "Add filter" gets, plus the field of the filter row being edited.
type ColumnsArgs = GetColumnForNewFilterArgs & { field?: string };

// A column already used by another filter item is not offered again.
const freeFields = ({ field, columns: all, currentFilters }: ColumnsArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return all.filter((column) => column.filterable && (column.field === field || !used.has(column.field))).map((column) => column.field);
};

// "Add filter" picks the first free column, or nothing when every column has a filter.
const nextFreeField = (args: GetColumnForNewFilterArgs) => freeFields(args)[0] ?? null;

export default function UniqueColumnFilters() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            filterFormProps: { filterColumns: freeFields },
            getColumnForNewFilter: nextFreeField,
          },
        }}
        initialState={{ filter: { filterModel: { items: [{ id: 1, field: 'genre', operator: 'is', value: 'Jazz' }] } } }}
        density="compact"
        aria-label="Record collection"
      />
    </Box>
  );
}
