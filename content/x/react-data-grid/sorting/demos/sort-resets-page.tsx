import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { filmColumns, films } from './films';

export default function SortResetsPage() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={films}
        columns={filmColumns}
        // A new order starts from its first rows.
        onSortModelChange={() => apiRef.current.setPage(0)}
        initialState={{ pagination: { paginationModel: { pageSize: 3, page: 1 } } }}
        pageSizeOptions={[3]}
        density="compact"
        aria-label="Festival films, three per page"
      />
    </Box>
  );
}
