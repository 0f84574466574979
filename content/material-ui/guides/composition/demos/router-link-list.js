import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import ListIcon from '@mui/icons-material/List';
import TuneIcon from '@mui/icons-material/Tune';

// Stands in for a router's Link: a real <a href>, but a plain click is handled in JavaScript.
// It forwards the ref, so ListItemButton can focus it and measure it for the ripple.
const RouterLink = React.forwardRef(function RouterLink(
  { to, onNavigate, onClick, ...other },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        // Let modified clicks (new tab, new window) behave like any link.
        if (
          event.defaultPrevented ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey
        )
          return;
        event.preventDefault();
        onNavigate(to);
      }}
      {...other}
    />
  );
});

const pages = [
  { to: '/material-ui/react-button/', label: 'Button', icon: <SmartButtonIcon /> },
  { to: '/material-ui/react-list/', label: 'List', icon: <ListIcon /> },
  {
    to: '/material-ui/customization/theming/',
    label: 'Theming',
    icon: <TuneIcon />,
  },
];

export default function RouterLinkList() {
  const [location, setLocation] = React.useState(pages[0].to);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <nav aria-label="Documentation pages">
        <List>
          {pages.map((page) => (
            // The <li> keeps the list valid: ListItemButton itself renders the link.
            <ListItem key={page.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={page.to}
                onNavigate={setLocation}
                selected={location === page.to}
                aria-current={location === page.to ? 'page' : undefined}
              >
                <ListItemIcon>{page.icon}</ListItemIcon>
                <ListItemText primary={page.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
      <Typography variant="body2" sx={{ px: 2, pb: 2 }}>
        Current location: <code>{location}</code>
      </Typography>
    </Paper>
  );
}
