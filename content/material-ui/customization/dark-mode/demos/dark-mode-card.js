import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const themes = {
  light: createTheme({ palette: { mode: 'light' } }),
  dark: createTheme({ palette: { mode: 'dark' } }),
};

export default function DarkModeCard() {
  const [dark, setDark] = React.useState(true);
  return (
    <ThemeProvider theme={themes[dark ? 'dark' : 'light']}>
      <ScopedCssBaseline sx={{ p: 2, borderRadius: 2 }}>
        <Paper elevation={4} sx={{ p: 2, maxWidth: 380 }}>
          <Typography variant="h6" component="h3">
            Account
          </Typography>
          <List dense>
            <ListItem disableGutters>
              <ListItemText primary="Email" secondary="hana@example.com" />
            </ListItem>
            <ListItem disableGutters>
              <ListItemText primary="Plan" secondary="Team, 8 seats" />
            </ListItem>
          </List>
          <FormControlLabel
            control={
              <Switch
                checked={dark}
                onChange={(event) => setDark(event.target.checked)}
              />
            }
            label="Dark theme"
          />
        </Paper>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
