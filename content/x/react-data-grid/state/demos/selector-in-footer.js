import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridToolbar,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { harvestColumns, harvestRows } from './harvest';

// Re-renders whenever the filtered rows change.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + Number(entry.model.tonnes), 0);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {entries.length} farms, {total} tonnes in total
      </Typography>
    </GridFooterContainer>
  );
}

export default function SelectorInFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={harvestRows}
        columns={harvestColumns}
        slots={{ footer: TotalFooter, toolbar: GridToolbar }}
        aria-label="Harvests with a live total"
      />
    </Box>
  );
}
