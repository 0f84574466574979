import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const tasks = [
  { id: 1, title: 'Write release notes', due: 'Today' },
  { id: 2, title: 'Review accessibility audit', due: 'Tomorrow' },
  { id: 3, title: 'Update dependencies', due: 'Friday' },
  { id: 4, title: 'Plan sprint review', due: 'Friday' },
  { id: 5, title: 'Reply to design feedback', due: 'Next week' },
];

export default function FilterableList() {
  const [query, setQuery] = React.useState('');
  const [done, setDone] = React.useState([2]);
  const shown = tasks.filter((task) =>
    task.title.toLowerCase().includes(query.trim().toLowerCase()),
  );

  const toggle = (id) =>
    setDone((current) =>
      current.includes(id) ? current.filter((d) => d !== id) : [...current, id],
    );

  return (
    <Paper variant="outlined" sx={{ maxWidth: 420, p: 2 }}>
      <TextField
        id="filterable-list-search"
        label="Filter tasks"
        type="search"
        size="small"
        fullWidth
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {shown.length === tasks.length
          ? `${tasks.length} tasks`
          : `${shown.length} of ${tasks.length} tasks match`}
      </Typography>
      <List aria-label="Tasks" dense>
        {shown.map((task) => (
          <ListItem key={task.id} divider>
            {/* The whole row is the checkbox's label: one focus stop, one large click target. */}
            <FormControlLabel
              sx={{ width: '100%', m: 0 }}
              control={
                <Checkbox
                  edge="start"
                  checked={done.includes(task.id)}
                  onChange={() => toggle(task.id)}
                />
              }
              label={
                <ListItemText
                  primary={task.title}
                  secondary={`Due ${task.due}`}
                  sx={
                    done.includes(task.id)
                      ? { textDecoration: 'line-through' }
                      : undefined
                  }
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
