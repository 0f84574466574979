import * as React from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const links = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/core/' },
  { label: 'Blog', href: '/blog/' },
];

export default function DrawerAppBar() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box>
      <AppBar position="static" component="nav" aria-label="Site">
        <Toolbar>
          {/* Narrow screens: a button opens the links in a drawer. Wide screens: links in the bar. */}
          <IconButton
            color="inherit"
            aria-label="Open navigation"
            edge="start"
            onClick={() => setOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            Studio Nine
          </Typography>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            {links.map(({ label, href }) => (
              <Button key={label} color="inherit" href={href}>
                {label}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: 'block', sm: 'none' } }}
      >
        <Box sx={{ width: 240, textAlign: 'center' }} onClick={() => setOpen(false)}>
          <Typography variant="h6" component="p" sx={{ my: 2 }}>
            Studio Nine
          </Typography>
          <Divider />
          <List aria-label="Site">
            {links.map(({ label, href }) => (
              <ListItem key={label} disablePadding>
                <ListItemButton
                  component="a"
                  href={href}
                  sx={{ textAlign: 'center' }}
                >
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
