import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { readingColumns, readings } from './readings';

export default function InitialPage() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={readings}
        columns={readingColumns}
        // Opens on the third page of ten (pages count from 0); the grid owns the model afterwards.
        initialState={{ pagination: { paginationModel: { page: 2, pageSize: 10 } } }}
        pageSizeOptions={[10, 20]}
        density="compact"
        aria-label="Weather readings, opened on page 3"
      />
    </Box>
  );
}
