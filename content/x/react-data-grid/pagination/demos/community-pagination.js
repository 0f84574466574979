import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { readingColumns, readings } from './readings';

export default function CommunityPagination() {
  // No pagination prop needed: the Community grid always pages, 100 rows at most per page.
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={readings}
        columns={readingColumns}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        density="compact"
        aria-label="Weather readings, 25 per page"
      />
    </Box>
  );
}
