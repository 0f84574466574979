import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
}

const owners = ['Ines', 'Kofi', 'Mei', 'Tomás'];

function makeTask(id: number): Task {
  return { id, title: `Task ${id}`, owner: owners[id % owners.length] };
}

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 120 },
];

export default function RowsPropReplace() {
  const [rows, setRows] = React.useState<Task[]>(() => [1, 2, 3, 4].map(makeTask));

  // Each handler builds a new array: the grid sees a new `rows` prop.
  const addTask = () =>
    setRows((prev) => [...prev, makeTask(Math.max(0, ...prev.map((row) => row.id)) + 1)]);
  const removeLast = () => setRows((prev) => prev.slice(0, -1));
  const reverse = () => setRows((prev) => [...prev].reverse());

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add a task
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={removeLast}
          disabled={rows.length === 0}
        >
          Remove the last task
        </Button>
        <Button size="small" variant="outlined" onClick={reverse}>
          Reverse the order
        </Button>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} density="compact" aria-label="Tasks" />
      </Box>
    </Stack>
  );
}
