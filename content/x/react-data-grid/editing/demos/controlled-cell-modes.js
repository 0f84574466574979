import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridCellModes } from '@mui/x-data-grid';

const rows = [
  { id: 1, task: 'Water the plants', minutes: 10 },
  { id: 2, task: 'Reply to the landlord', minutes: 15 },
  { id: 3, task: 'Book the dentist', minutes: 5 },
];

const columns = [
  { field: 'task', headerName: 'Task', flex: 1, editable: true },
  {
    field: 'minutes',
    headerName: 'Minutes',
    type: 'number',
    width: 110,
    editable: true,
  },
];

export default function ControlledCellModes() {
  const [selected, setSelected] = React.useState(null);
  const [cellModes, setCellModes] = React.useState({});
  const editing = selected
    ? cellModes[selected.id]?.[selected.field]?.mode === GridCellModes.Edit
    : false;
  const setMode = (mode, ignoreModifications = false) => {
    if (!selected) return;
    setCellModes({
      [selected.id]: {
        [selected.field]:
          mode === GridCellModes.View ? { mode, ignoreModifications } : { mode },
      },
    });
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!selected || editing}
          onClick={() => setMode(GridCellModes.Edit)}
        >
          Edit cell
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!editing}
          onClick={() => setMode(GridCellModes.View)}
        >
          Save
        </Button>
        <Button
          size="small"
          disabled={!editing}
          onClick={() => setMode(GridCellModes.View, true)}
        >
          Cancel
        </Button>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModes}
          onCellModesModelChange={setCellModes}
          onCellClick={(params) => setSelected(params)}
          hideFooter
          aria-label="Chores"
        />
      </Box>
    </Box>
  );
}
