import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { filmColumns, films } from './films';

export default function SortingDisabledGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={films}
        columns={filmColumns}
        // No header sorts, but the initial model still orders the rows by year.
        disableColumnSorting
        initialState={{ sorting: { sortModel: [{ field: 'year', sort: 'asc' }] } }}
        density="compact"
        hideFooter
        aria-label="Festival films in a fixed order by year"
      />
    </Box>
  );
}
