import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  gridPageCountSelector,
  gridPageSelector,
  gridPaginatedVisibleSortedGridRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { Reading, readingColumns, readings } from './readings';

// A toolbar that describes the current page: its number and its warmest reading.
function PageStatus() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const entries = useGridSelector(apiRef, gridPaginatedVisibleSortedGridRowEntriesSelector);
  const warmest = entries.reduce<Reading | null>((best, entry) => {
    const row = entry.model as Reading;
    return !best || row.temperature > best.temperature ? row : best;
  }, null);
  return (
    <GridToolbarContainer sx={{ px: 1.5, py: 1 }}>
      <Typography variant="body2" role="status">
        Page {page + 1} of {pageCount}
        {warmest ? `; warmest: ${warmest.temperature} °C at ${warmest.hour}` : ''}
      </Typography>
    </GridToolbarContainer>
  );
}

export default function PageStatusSelectors() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={readings}
        columns={readingColumns}
        slots={{ toolbar: PageStatus }}
        initialState={{ pagination: { paginationModel: { pageSize: 12 } } }}
        pageSizeOptions={[12, 24]}
        density="compact"
        aria-label="Weather readings with a page summary"
      />
    </Box>
  );
}
