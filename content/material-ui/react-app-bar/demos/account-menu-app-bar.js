import * as React from 'react';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function AppBarWithMenu() {
  const menuId = React.useId();
  const [signedIn, setSignedIn] = React.useState(true);
  const [anchor, setAnchor] = React.useState(null);

  return (
    <Box sx={{ flexGrow: 1 }}>
      {/* position="static": the bar scrolls with this demo instead of sticking to the window. */}
      <AppBar position="static">
        <Toolbar>
          <IconButton
            size="large"
            edge="start"
            color="inherit"
            aria-label="Open navigation"
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            Trailhead
          </Typography>
          {signedIn ? (
            <>
              <IconButton
                size="large"
                color="inherit"
                aria-label="Account"
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? 'true' : undefined}
                onClick={(event) => setAnchor(event.currentTarget)}
                edge="end"
              >
                <AccountCircle />
              </IconButton>
              <Menu
                id={menuId}
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
              >
                <MenuItem onClick={() => setAnchor(null)}>Profile</MenuItem>
                <MenuItem
                  onClick={() => {
                    setAnchor(null);
                    setSignedIn(false);
                  }}
                >
                  Sign out
                </MenuItem>
              </Menu>
            </>
          ) : (
            <Button color="inherit" onClick={() => setSignedIn(true)}>
              Sign in
            </Button>
          )}
        </Toolbar>
      </AppBar>
    </Box>
  );
}
