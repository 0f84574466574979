import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { readingColumns, readings } from './readings';

export default function PaginationApi() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => apiRef.current.setPage(0)}>
          First page
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current.setPaginationModel({ page: 2, pageSize: 24 })}>
          Day 3
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current.setPageSize(6)}>
          Six per page
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={readings}
          columns={readingColumns}
          initialState={{ pagination: { paginationModel: { pageSize: 12 } } }}
          pageSizeOptions={[6, 12, 24]}
          density="compact"
          aria-label="Weather readings paged from the buttons above"
        />
      </Box>
    </Stack>
  );
}
