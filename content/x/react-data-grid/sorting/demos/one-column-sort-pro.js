import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { filmColumns, films } from './films';

export default function OneColumnSortPro() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={films}
        columns={filmColumns}
        // Ctrl, ⌘ or Shift plus click replaces the sort instead of adding a column to it.
        disableMultipleColumnsSorting
        initialState={{
          sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] },
        }}
        density="compact"
        hideFooter
        aria-label="Festival films sorted by one column at a time (Pro)"
      />
    </Box>
  );
}
