import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

export default function PaginationSlotProps() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={taskColumns}
        initialState={{ pagination: { paginationModel: { pageSize: 2 } } }}
        pageSizeOptions={[2, 4]}
        // Props of the default pagination (Material UI's TablePagination).
        slotProps={{
          pagination: {
            showFirstButton: true,
            showLastButton: true,
            labelRowsPerPage: 'Tasks per page',
          },
        }}
        density="compact"
        aria-label="Tasks, two per page"
      />
    </Box>
  );
}
