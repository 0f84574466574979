import * as React from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

export default function NestedProjectList() {
  const [open, setOpen] = React.useState(true);

  return (
    <List
      sx={{ maxWidth: 360, bgcolor: 'background.paper' }}
      component="nav"
      aria-labelledby="nested-project-subheader"
      subheader={
        <ListSubheader component="div" id="nested-project-subheader">
          Project files
        </ListSubheader>
      }
    >
      <ListItemButton>
        <ListItemIcon>
          <DescriptionIcon />
        </ListItemIcon>
        <ListItemText primary="README.md" />
      </ListItemButton>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="nested-project-src"
      >
        <ListItemIcon>
          <FolderIcon />
        </ListItemIcon>
        <ListItemText primary="src" />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      {/* The nested list is indented and collapses with its folder. */}
      <Collapse in={open} timeout="auto" unmountOnExit id="nested-project-src">
        <List component="div" disablePadding>
          {['index.ts', 'app.tsx'].map((file) => (
            <ListItemButton key={file} sx={{ pl: 4 }}>
              <ListItemIcon>
                <DescriptionIcon />
              </ListItemIcon>
              <ListItemText primary={file} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </List>
  );
}
