import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

function SearchToolbar() {
  return (
    <GridToolbarContainer
      sx={{ px: 1.5, py: 1, gap: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
        Sprint 14
      </Typography>
      <GridToolbarDensitySelector />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function SearchToolbarDemo() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={taskColumns}
        slots={{ toolbar: SearchToolbar }}
        hideFooter
        aria-label="Sprint tasks with a search toolbar"
      />
    </Box>
  );
}
