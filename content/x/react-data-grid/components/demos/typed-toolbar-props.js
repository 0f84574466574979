import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbarContainer } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

// Declares an extra toolbar prop so that `slotProps.toolbar` accepts it with its type.

function AddTaskToolbar({ onAddTaskSlotDemo }) {
  return (
    <GridToolbarContainer>
      <Button size="small" onClick={onAddTaskSlotDemo}>
        Add a task
      </Button>
    </GridToolbarContainer>
  );
}

export default function TypedToolbarProps() {
  const [rows, setRows] = React.useState(tasks.slice(0, 3));
  const addTask = () =>
    setRows((current) => {
      const id = current.length + 1;
      return [
        ...current,
        {
          id,
          task: `New task ${id}`,
          owner: 'Unassigned',
          status: 'To do',
          estimate: 1,
        },
      ];
    });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={taskColumns}
        slots={{ toolbar: AddTaskToolbar }}
        slotProps={{ toolbar: { onAddTaskSlotDemo: addTask } }}
        density="compact"
        hideFooter
        aria-label="Tasks with a typed toolbar prop"
      />
    </Box>
  );
}
