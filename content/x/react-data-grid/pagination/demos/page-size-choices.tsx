import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { readingColumns, readings } from './readings';

export default function PageSizeChoices() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={readings}
        columns={readingColumns}
        // A day of readings, half a day, or everything ("All" shows at most 100 rows here).
        pageSizeOptions={[12, 24, { value: -1, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 12 } } }}
        density="compact"
        aria-label="Weather readings with page size choices"
      />
    </Box>
  );
}
