import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbarColumnsButton, GridToolbarContainer } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

// The task column cannot be hidden, so the panel does not list it.
const togglable = (columns: GridColDef[]) =>
  columns.filter((column) => column.field !== 'task').map((column) => column.field);

export default function ColumnsPanelOptions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={taskColumns}
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{
          columnsManagement: {
            getTogglableColumns: togglable,
            disableResetButton: true,
            sort: 'asc',
          },
        }}
        initialState={{ columns: { columnVisibilityModel: { id: false } } }}
        density="compact"
        hideFooter
        aria-label="Tasks with a trimmed columns panel"
      />
    </Box>
  );
}
