import * as React from 'react';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const sections = ['Inbox', 'Starred', 'Sent', 'Drafts'];

export default function NavDrawerMaterialSystem() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Inbox');
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Typography sx={{ mt: 2 }}>Showing: {current}</Typography>
      <Drawer open={open} onClose={() => setOpen(false)} PaperProps={{ sx: { width: 240, p: 1 } }}>
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
                  sx={{
                    mb: 0.5,
                    borderRadius: '8px',
                    '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                    '&.Mui-selected:hover, &.Mui-selected.Mui-focusVisible': { bgcolor: 'primary.dark' },
                  }}
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
