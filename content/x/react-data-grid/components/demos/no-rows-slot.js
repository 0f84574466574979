import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

function AllDone() {
  return (
    <GridOverlay>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Nothing left to do in this sprint.
      </Typography>
    </GridOverlay>
  );
}

export default function NoRowsSlot() {
  const [rows, setRows] = React.useState([]);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setRows(tasks)}>
          Load tasks
        </Button>
        <Button variant="outlined" onClick={() => setRows([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={taskColumns}
          slots={{ noRowsOverlay: AllDone }}
          density="compact"
          hideFooter
          aria-label="Sprint tasks"
        />
      </Box>
    </Stack>
  );
}
