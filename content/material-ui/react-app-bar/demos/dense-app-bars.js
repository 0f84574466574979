import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function DenseAppBars() {
  return (
    <Stack spacing={2}>
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <Toolbar variant="dense">
          <IconButton
            edge="start"
            color="inherit"
            aria-label="Back to inbox"
            sx={{ mr: 1 }}
          >
            <ArrowBackIcon />
          </IconButton>
          <Typography variant="subtitle1" component="p" sx={{ flexGrow: 1 }}>
            Message details
          </Typography>
          <IconButton color="inherit" aria-label="Search messages" edge="end">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <AppBar position="static" color="secondary">
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="p">
            Secondary color, dense toolbar
          </Typography>
        </Toolbar>
      </AppBar>
    </Stack>
  );
}
