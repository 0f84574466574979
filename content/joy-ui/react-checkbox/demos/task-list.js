import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const initialTasks = [
  { label: 'Write the release notes', done: true },
  { label: 'Tag the release', done: false },
  { label: 'Publish to npm', done: false },
  { label: 'Announce on the blog', done: false },
];

export default function TaskList() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const doneCount = tasks.filter((task) => task.done).length;
  const all = doneCount === tasks.length;
  const partial = doneCount > 0 && !all;
  const parentId = React.useId();
  // Joy sets aria-checked="mixed"; the native input's own indeterminate flag must agree with it.
  React.useEffect(() => {
    const input = document.getElementById(parentId);
    if (input) input.indeterminate = partial;
  }, [parentId, partial]);

  return (
    <div>
      <Checkbox
        label={`Release checklist (${doneCount}/${tasks.length})`}
        checked={all}
        id={parentId}
        indeterminate={partial}
        onChange={(event) =>
          setTasks(tasks.map((task) => ({ ...task, done: event.target.checked })))
        }
        sx={{ fontWeight: 'lg' }}
      />
      <List size="sm" sx={{ pl: 3, '--ListItem-paddingY': '6px' }}>
        {tasks.map((task, index) => (
          <ListItem key={task.label}>
            <Checkbox
              label={task.label}
              checked={task.done}
              color={task.done ? 'success' : 'neutral'}
              onChange={(event) =>
                setTasks(
                  tasks.map((t, i) =>
                    i === index ? { ...t, done: event.target.checked } : t,
                  ),
                )
              }
            />
          </ListItem>
        ))}
      </List>
      <Typography level="body-sm">
        {all ? 'Ready to ship.' : `${tasks.length - doneCount} steps left.`}
      </Typography>
    </div>
  );
}
