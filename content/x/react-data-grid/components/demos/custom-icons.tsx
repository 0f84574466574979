import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowCircleDownIcon from '@mui/icons-material/ArrowCircleDown';
import ArrowCircleUpIcon from '@mui/icons-material/ArrowCircleUp';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

export default function CustomIcons() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={taskColumns}
        slots={{
          columnSortedAscendingIcon: ArrowCircleUpIcon,
          columnSortedDescendingIcon: ArrowCircleDownIcon,
          columnMenuIcon: MoreHorizIcon,
        }}
        initialState={{ sorting: { sortModel: [{ field: 'estimate', sort: 'desc' }] } }}
        density="compact"
        hideFooter
        aria-label="Tasks with custom header icons"
      />
    </Box>
  );
}
