import * as React from 'react';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const sections = ['Inbox', 'Starred', 'Sent', 'Drafts'];

// The colours are Material UI's CSS theme variables, so they follow the light or dark mode.
const item =
  'mb-1 rounded-lg [&.Mui-selected]:bg-[color:var(--mui-palette-primary-main)] [&.Mui-selected]:text-[color:var(--mui-palette-primary-contrastText)] [&.Mui-selected:hover]:bg-[color:var(--mui-palette-primary-dark)] [&.Mui-selected.Mui-focusVisible]:bg-[color:var(--mui-palette-primary-dark)]';

export default function NavDrawerMaterialTailwind() {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Inbox');
  return (
    <div ref={rootRef}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Typography className="mt-4">Showing: {current}</Typography>
      {/* Mounted in the demo rather than in <body>, so the Tailwind classes (scoped to the demo) apply. */}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        container={() => rootRef.current}
        PaperProps={{ className: 'w-60 p-2' }}
      >
        <nav aria-label="Mail folders">
          <List className="p-0">
            {sections.map((section) => (
              <ListItem key={section} disablePadding>
                <ListItemButton
                  selected={section === current}
                  onClick={() => {
                    setCurrent(section);
                    setOpen(false);
                  }}
                  className={item}
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
