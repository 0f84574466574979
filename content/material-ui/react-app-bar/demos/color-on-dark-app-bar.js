import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const darkTheme = createTheme({
  palette: { mode: 'dark', primary: { main: '#1976d2' } },
});

function Bar({ label, enableColorOnDark }) {
  return (
    <AppBar position="static" color="primary" enableColorOnDark={enableColorOnDark}>
      <Toolbar variant="dense">
        <IconButton
          edge="start"
          color="inherit"
          aria-label={`Menu (${label})`}
          sx={{ mr: 2 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p">
          {label}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}

export default function ColorOnDarkAppBar() {
  return (
    // In dark mode the app bar uses the dark surface color unless enableColorOnDark is set.
    <ThemeProvider theme={darkTheme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Bar label="Default in dark mode" />
          <Bar label="enableColorOnDark" enableColorOnDark />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
