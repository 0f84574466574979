import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowIdsSelector,
  selectedIdsLookupSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

// Selected rows hidden by the filter stay selected: the toolbar says how many are out of sight.
function SelectionToolbar() {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, selectedIdsLookupSelector);
  const visible = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const total = Object.keys(selected).length;
  const shown = visible.filter((id) => id in selected).length;
  return (
    <GridToolbarContainer sx={{ justifyContent: 'space-between', px: 1 }}>
      <Typography variant="body2" role="status">
        {total} selected, {total - shown} of them hidden by the filter
      </Typography>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function SelectionWithFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={parcels}
        columns={parcelColumns}
        checkboxSelection
        slots={{ toolbar: SelectionToolbar }}
        density="compact"
        hideFooter
        aria-label="Parcels to select and search"
      />
    </Box>
  );
}
