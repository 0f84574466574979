import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

const initialProjects = ['Onboarding flow', 'Billing export', 'Status page'];

function ProjectList() {
  const dialogs = useDialogs();
  const [projects, setProjects] = React.useState(initialProjects);

  // `confirm` resolves to true or false once the reader answers: no open/close state to manage.
  const remove = async (name) => {
    const confirmed = await dialogs.confirm(
      `Delete "${name}"? This cannot be undone.`,
      {
        title: 'Delete project',
        okText: 'Delete',
        cancelText: 'Keep',
        severity: 'error',
      },
    );
    if (confirmed)
      setProjects((current) => current.filter((project) => project !== name));
  };

  const rename = async (name) => {
    const next = await dialogs.prompt(`New name for "${name}"`, {
      title: 'Rename',
      okText: 'Rename',
    });
    if (next)
      setProjects((current) =>
        current.map((project) => (project === name ? next : project)),
      );
  };

  if (projects.length === 0) {
    return (
      <Button onClick={() => setProjects(initialProjects)} variant="outlined">
        Restore projects
      </Button>
    );
  }
  return (
    <List dense sx={{ maxWidth: 420 }}>
      {projects.map((name) => (
        <ListItem
          key={name}
          secondaryAction={
            <>
              <Button size="small" onClick={() => rename(name)}>
                Rename
              </Button>
              <Button size="small" color="error" onClick={() => remove(name)}>
                Delete
              </Button>
            </>
          }
        >
          <ListItemText primary={<Typography sx={{ pr: 18 }}>{name}</Typography>} />
        </ListItem>
      ))}
    </List>
  );
}

export default function ConfirmDelete() {
  return (
    <DialogsProvider>
      <ProjectList />
    </DialogsProvider>
  );
}
