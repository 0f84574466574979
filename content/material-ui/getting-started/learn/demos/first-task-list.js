import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const STARTING_TASKS = [
  { id: 1, text: 'Install @mui/material', done: true },
  { id: 2, text: 'Render a first Button', done: false },
];

export default function FirstTaskList() {
  const [tasks, setTasks] = React.useState(STARTING_TASKS);
  const [draft, setDraft] = React.useState('');
  const inputId = React.useId();

  const addTask = (event) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setTasks((current) => [...current, { id: Date.now(), text, done: false }]);
    setDraft('');
  };

  const toggle = (id) =>
    setTasks((current) =>
      current.map((task) => (task.id === id ? { ...task, done: !task.done } : task)),
    );

  const left = tasks.filter((task) => !task.done).length;

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420, width: '100%' }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h6" component="h3">
          Today
        </Typography>
        <Chip
          size="small"
          color={left === 0 ? 'success' : 'primary'}
          label={`${left} left`}
        />
      </Stack>
      <Stack component="form" direction="row" spacing={1} onSubmit={addTask}>
        <TextField
          id={inputId}
          label="New task"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained">
          Add
        </Button>
      </Stack>
      <List dense>
        {tasks.map((task) => (
          <ListItem key={task.id} disablePadding>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Checkbox
                checked={task.done}
                onChange={() => toggle(task.id)}
                inputProps={{ 'aria-labelledby': `${inputId}-task-${task.id}` }}
              />
            </ListItemIcon>
            <ListItemText
              id={`${inputId}-task-${task.id}`}
              primary={task.text}
              sx={
                task.done
                  ? { textDecoration: 'line-through', color: 'text.secondary' }
                  : undefined
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
