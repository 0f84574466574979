import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

const ITEMS = [
  { to: '/mail/inbox', label: 'Inbox', icon: <InboxIcon />, count: 4 },
  { to: '/mail/sent', label: 'Sent', icon: <SendIcon />, count: 0 },
  { to: '/mail/drafts', label: 'Drafts', icon: <DraftsIcon />, count: 2 },
];

// The router link a ListItemButton renders through its `component` prop. It must forward the
// ref (for focus and the ripple) and spread the rest onto the anchor.
const NavLink = React.forwardRef(function NavLink(
  { to, onNavigate, onClick, ...other },
  ref,
) {
  return (
    <a
      ref={ref}
      {...other}
      // The routes are not pages of this site: the link stays on this page (a query). A real
      // router's link renders the route itself.
      href={`?path=${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey
        )
          return;
        event.preventDefault();
        onNavigate(to);
      }}
    />
  );
});

export default function RouterListNav() {
  const [path, setPath] = React.useState('/mail/inbox');
  const current = ITEMS.find((item) => item.to === path) ?? ITEMS[0];

  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', width: '100%', maxWidth: 520, minHeight: 180 }}
    >
      <Box
        component="nav"
        aria-label="Mailboxes"
        sx={{ width: 200, borderRight: 1, borderColor: 'divider' }}
      >
        <List dense>
          {ITEMS.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                onNavigate={setPath}
                selected={item.to === path}
                aria-current={item.to === path ? 'page' : undefined}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText
                  primary={item.label}
                  secondary={item.count ? `${item.count} new` : undefined}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" component="h3">
          {current.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Rendered for <code>{current.to}</code>
        </Typography>
      </Box>
    </Paper>
  );
}
