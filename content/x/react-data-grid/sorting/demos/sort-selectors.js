import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  gridColumnLookupSelector,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { filmColumns, films } from './films';

// A toolbar that names the sort and the film it puts on top.
function SortSummary() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const columns = useGridSelector(apiRef, gridColumnLookupSelector);
  const entries = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const first = entries[0]?.model.title;
  const sortedBy = sortModel
    .map(
      (item) =>
        `${columns[item.field]?.headerName ?? item.field} ${item.sort === 'asc' ? '↑' : '↓'}`,
    )
    .join(', ');
  return (
    <GridToolbarContainer sx={{ px: 1.5, py: 1 }}>
      <Typography variant="body2" role="status">
        {sortedBy
          ? `Sorted by ${sortedBy}; first: ${first}`
          : `Festival order; first: ${first}`}
      </Typography>
    </GridToolbarContainer>
  );
}

export default function SortSelectors() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={films}
        columns={filmColumns}
        slots={{ toolbar: SortSummary }}
        density="compact"
        hideFooter
        aria-label="Festival films with a sort summary"
      />
    </Box>
  );
}
