import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { filmColumns, films } from './films';

export default function InitialSort() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={films}
        columns={filmColumns}
        // Starts with the longest films first; header clicks take over from there.
        initialState={{
          sorting: { sortModel: [{ field: 'minutes', sort: 'desc' }] },
        }}
        density="compact"
        hideFooter
        aria-label="Festival films, longest first"
      />
    </Box>
  );
}
