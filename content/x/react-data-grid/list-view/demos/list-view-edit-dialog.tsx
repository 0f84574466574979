import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridListColDef, GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  assignee: string;
}

const initialRows: Task[] = [
  { id: 1, title: 'Renew domain', assignee: 'Priya' },
  { id: 2, title: 'Order office chairs', assignee: 'Jonas' },
  { id: 3, title: 'Book team offsite', assignee: 'Aiko' },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'assignee', headerName: 'Assignee', flex: 1 },
];

const EditContext = React.createContext<(task: Task) => void>(() => {});

function TaskCard({ row }: GridRenderCellParams<Task>) {
  const onEdit = React.useContext(EditContext);
  return (
    <Stack direction="row" alignItems="center" spacing={2} sx={{ height: '100%', width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" fontWeight={600} noWrap>
          {row.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.assignee}
        </Typography>
      </Box>
      <Button size="small" onClick={() => onEdit(row)} aria-label={`Edit ${row.title}`}>
        Edit
      </Button>
    </Stack>
  );
}

const listColumn: GridListColDef = { field: 'card', renderCell: TaskCard };

export default function ListViewEditDialog() {
  const [rows, setRows] = React.useState(initialRows);
  const [draft, setDraft] = React.useState<Task | null>(null);

  const save = () => {
    if (draft) {
      setRows((prev) => prev.map((row) => (row.id === draft.id ? draft : row)));
    }
    setDraft(null);
  };

  return (
    <EditContext.Provider value={setDraft}>
      <Box sx={{ height: 280, width: '100%', maxWidth: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          unstable_listView
          unstable_listColumn={listColumn}
          rowHeight={64}
          hideFooter
          aria-label="Tasks"
        />
      </Box>
      <Dialog open={draft !== null} onClose={() => setDraft(null)}>
        <DialogTitle>Edit task</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              value={draft?.title ?? ''}
              onChange={(event) => setDraft((prev) => (prev ? { ...prev, title: event.target.value } : prev))}
            />
            <TextField
              label="Assignee"
              value={draft?.assignee ?? ''}
              onChange={(event) => setDraft((prev) => (prev ? { ...prev, assignee: event.target.value } : prev))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)}>Cancel</Button>
          <Button onClick={save} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </EditContext.Provider>
  );
}
