import * as React from 'react';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import './nav-drawer-material.css';

const sections = ['Inbox', 'Starred', 'Sent', 'Drafts'];

export default function NavDrawerMaterialCss() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Inbox');
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Typography className="nav-drawer-material-current">
        Showing: {current}
      </Typography>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        PaperProps={{ className: 'nav-drawer-material-paper' }}
      >
        <nav aria-label="Mail folders">
          <List disablePadding>
            {sections.map((section) => (
              <ListItem key={section} disablePadding>
                <ListItemButton
                  selected={section === current}
                  onClick={() => {
                    setCurrent(section);
                    setOpen(false);
                  }}
                  className="nav-drawer-material-item"
                >
                  <ListItemText primary={section} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
    </div>
  );
}
