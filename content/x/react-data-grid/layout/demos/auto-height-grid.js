import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const columns = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

const owners = ['Rosa', 'Tomás', 'Mei'];

export default function AutoHeightGrid() {
  const [rows, setRows] = React.useState([
    { id: 1, task: 'Book the venue', owner: 'Rosa' },
    { id: 2, task: 'Send invitations', owner: 'Tomás' },
  ]);
  const addTask = () =>
    setRows((previous) => [
      ...previous,
      {
        id: previous.length + 1,
        task: `Follow-up task ${previous.length + 1}`,
        owner: owners[previous.length % 3],
      },
    ]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={addTask}>
          Add a task
        </Button>
        <Button
          size="small"
          onClick={() => setRows((previous) => previous.slice(0, -1))}
        >
          Remove the last
        </Button>
      </Stack>
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Event checklist"
      />
    </Stack>
  );
}
