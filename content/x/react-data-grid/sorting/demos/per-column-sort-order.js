import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { filmColumns, films } from './films';

// Numbers start with the largest value; titles keep the grid's cycle.
const columns = filmColumns.map((column) =>
  column.type === 'number'
    ? { ...column, sortingOrder: ['desc', 'asc', null] }
    : column,
);

export default function PerColumnSortOrder() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={films}
        columns={columns}
        // Text columns never return to the unsorted state.
        sortingOrder={['asc', 'desc']}
        density="compact"
        hideFooter
        aria-label="Festival films with a sort order per column type"
      />
    </Box>
  );
}
