import * as React from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import FolderIcon from '@mui/icons-material/Folder';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function InteractiveListOptions() {
  const [dense, setDense] = React.useState(false);
  const [secondary, setSecondary] = React.useState(true);
  const [actions, setActions] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch checked={dense} onChange={(e) => setDense(e.target.checked)} />
          }
          label="dense"
        />
        <FormControlLabel
          control={
            <Switch
              checked={secondary}
              onChange={(e) => setSecondary(e.target.checked)}
            />
          }
          label="Secondary text"
        />
        <FormControlLabel
          control={
            <Switch
              checked={actions}
              onChange={(e) => setActions(e.target.checked)}
            />
          }
          label="secondaryAction"
        />
      </FormGroup>
      <List dense={dense} sx={{ maxWidth: 400 }} aria-label="Backups">
        {['Monday backup', 'Tuesday backup', 'Wednesday backup'].map((name) => (
          <ListItem
            key={name}
            secondaryAction={
              actions ? (
                <IconButton edge="end" aria-label={`Delete ${name}`}>
                  <DeleteIcon />
                </IconButton>
              ) : null
            }
          >
            <ListItemAvatar>
              <Avatar>
                <FolderIcon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={name} secondary={secondary ? '1.4 GB' : null} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
