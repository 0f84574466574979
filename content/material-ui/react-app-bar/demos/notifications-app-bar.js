import AccountCircle from '@mui/icons-material/AccountCircle';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';

export default function NotificationsAppBar() {
  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: 1 }}>
        {/* The search is the bar's main control: wide, first in the tab order. */}
        <Box
          component="form"
          role="search"
          onSubmit={(event) => event.preventDefault()}
          sx={{
            flexGrow: 1,
            maxWidth: 480,
            display: 'flex',
            alignItems: 'center',
            px: 1,
            borderRadius: 1,
            bgcolor: (t) => alpha(t.palette.common.white, 0.15),
          }}
        >
          <SearchIcon aria-hidden="true" />
          <InputBase
            placeholder="Search messages…"
            inputProps={{ 'aria-label': 'Search messages' }}
            sx={{ color: 'inherit', px: 1, flex: 1 }}
          />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton size="large" aria-label="Messages, 4 unread" color="inherit">
          <Badge badgeContent={4} color="error">
            <MailIcon />
          </Badge>
        </IconButton>
        <IconButton size="large" aria-label="Notifications, 17 new" color="inherit">
          <Badge badgeContent={17} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
        <IconButton
          size="large"
          edge="end"
          aria-label="Your account"
          color="inherit"
        >
          <AccountCircle />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
