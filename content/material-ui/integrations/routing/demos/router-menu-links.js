import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/Settings';
import ReceiptIcon from '@mui/icons-material/Receipt';
import LogoutIcon from '@mui/icons-material/Logout';

const LINKS = [
  {
    href: '/account/settings',
    label: 'Settings',
    icon: <SettingsIcon fontSize="small" />,
  },
  {
    href: '/account/billing',
    label: 'Billing',
    icon: <ReceiptIcon fontSize="small" />,
  },
];

// An account menu whose entries are links: MenuItem renders an anchor through component="a",
// so each entry can also be opened in a new browser tab.
export default function RouterMenuLinks() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const [path, setPath] = React.useState('/dashboard');
  const open = Boolean(anchorEl);

  const go = (href) => (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    setPath(href);
    setAnchorEl(null);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <IconButton
        id="router-menu-button"
        aria-label="AL, account menu"
        aria-haspopup="true"
        aria-controls={open ? 'router-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <Avatar
          sx={{
            width: 32,
            height: 32,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          AL
        </Avatar>
      </IconButton>
      <Typography variant="body2" role="status">
        Current path: <code>{path}</code>
      </Typography>
      <Menu
        id="router-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'router-menu-button' }}
      >
        {LINKS.map((link) => (
          <MenuItem
            key={link.href}
            component="a"
            href={`?path=${link.href}`}
            onClick={go(link.href)}
            selected={path === link.href}
          >
            <ListItemIcon>{link.icon}</ListItemIcon>
            {link.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component="a" href="?path=/sign-out" onClick={go('/sign-out')}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </Stack>
  );
}
