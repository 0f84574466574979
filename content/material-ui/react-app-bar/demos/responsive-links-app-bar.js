import * as React from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const pages = [
  { label: 'Components', href: '/material-ui/all-components/' },
  { label: 'Templates', href: '/material-ui/getting-started/templates/' },
  { label: 'Blog', href: '/blog/' },
];

export default function ResponsiveLinksAppBar() {
  const [anchorEl, setAnchorEl] = React.useState(null);

  return (
    <AppBar position="static">
      <Toolbar>
        <Typography variant="h6" component="p" sx={{ mr: 3 }}>
          Tidewell
        </Typography>
        {/* Wide screens: the links in the bar. Narrow screens: the same links in a menu. */}
        <Box
          component="nav"
          aria-label="Tidewell pages"
          sx={{ flexGrow: 1, display: { xs: 'none', md: 'flex' } }}
        >
          {pages.map(({ label, href }) => (
            <Button key={label} color="inherit" href={href}>
              {label}
            </Button>
          ))}
        </Box>
        <Box
          sx={{
            flexGrow: 1,
            display: { xs: 'flex', md: 'none' },
            justifyContent: 'flex-end',
          }}
        >
          <IconButton
            color="inherit"
            aria-label="Pages"
            aria-controls={anchorEl ? 'responsive-links-menu' : undefined}
            aria-haspopup="true"
            aria-expanded={anchorEl ? 'true' : undefined}
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            <MenuIcon />
          </IconButton>
          <Menu
            id="responsive-links-menu"
            anchorEl={anchorEl}
            open={Boolean(anchorEl)}
            onClose={() => setAnchorEl(null)}
          >
            {pages.map(({ label, href }) => (
              <MenuItem
                key={label}
                component="a"
                href={href}
                onClick={() => setAnchorEl(null)}
              >
                {label}
              </MenuItem>
            ))}
          </Menu>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
