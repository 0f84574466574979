import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CloudDone from '@mui/icons-material/CloudDone';
import CloudSync from '@mui/icons-material/CloudSync';
import CloudOff from '@mui/icons-material/CloudOff';
import Cloud from '@mui/icons-material/Cloud';
import Lock from '@mui/icons-material/Lock';

export default function IconColors() {
  return (
    <List dense aria-label="Sync status of folders" sx={{ maxWidth: 360 }}>
      <ListItem>
        <ListItemIcon>
          <CloudDone color="success" />
        </ListItemIcon>
        <ListItemText primary="Documents" secondary="Synced" />
      </ListItem>
      <ListItem>
        <ListItemIcon>
          <CloudSync color="primary" />
        </ListItemIcon>
        <ListItemText primary="Photos" secondary="Syncing" />
      </ListItem>
      <ListItem>
        <ListItemIcon>
          <CloudOff color="error" />
        </ListItemIcon>
        <ListItemText primary="Music" secondary="Sync failed" />
      </ListItem>
      <ListItem>
        <ListItemIcon>
          <Cloud color="disabled" />
        </ListItemIcon>
        <ListItemText primary="Archive" secondary="Paused" />
      </ListItem>
      <ListItem>
        <ListItemIcon>
          {/* htmlColor takes a raw CSS color when the palette has no match. */}
          <Lock htmlColor="#8d6e63" />
        </ListItemIcon>
        <ListItemText primary="Vault" secondary="Locked" />
      </ListItem>
    </List>
  );
}
