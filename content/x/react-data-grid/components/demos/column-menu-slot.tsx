import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

// The default menu without its "Manage columns" and "Hide column" items.
function ShortColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

export default function ColumnMenuSlot() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={taskColumns}
        slots={{ columnMenu: ShortColumnMenu }}
        density="compact"
        hideFooter
        aria-label="Tasks with a shorter column menu"
      />
    </Box>
  );
}
