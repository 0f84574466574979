import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbarContainer, useGridApiContext } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

// Inside the grid, useGridApiContext() reaches the same API as an apiRef.
function ActionsToolbar() {
  const apiRef = useGridApiContext();
  return (
    <GridToolbarContainer>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [{ field: 'status', operator: 'equals', value: 'To do' }] })}>
        Only to do
      </Button>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
        All tasks
      </Button>
      <Button size="small" onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true })}>
        Fit columns
      </Button>
    </GridToolbarContainer>
  );
}

export default function ToolbarApiActions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={taskColumns}
        slots={{ toolbar: ActionsToolbar }}
        density="compact"
        hideFooter
        aria-label="Tasks with toolbar actions"
      />
    </Box>
  );
}
