import * as React from 'react';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const sections = ['Inbox', 'Starred', 'Sent', 'Drafts'];

export default function NavDrawerMaterial() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Inbox');
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Typography sx={{ mt: 2 }}>Showing: {current}</Typography>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <nav aria-label="Mail folders" style={{ width: 240 }}>
          <List>
            {sections.map((section) => (
              <ListItemButton
                key={section}
                selected={section === current}
                onClick={() => {
                  setCurrent(section);
                  setOpen(false);
                }}
              >
                <ListItemText primary={section} />
              </ListItemButton>
            ))}
          </List>
        </nav>
      </Drawer>
    </div>
  );
}
