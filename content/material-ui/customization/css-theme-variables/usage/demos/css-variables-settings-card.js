import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ThemeProvider,
  createTheme,
  styled,
  useColorScheme,
} from '@mui/material/styles';

// A CSS-variables theme of its own. The prefix, class selector and storage keys keep it from
// touching the variables, classes and saved mode of the page around it.
const settingsTheme = createTheme({
  cssVariables: {
    cssVarPrefix: 'settings-demo',
    colorSchemeSelector: '.settings-demo-%s',
    disableCssColorScheme: true,
  },
  colorSchemes: {
    light: { palette: { primary: { main: '#00695c' } } },
    dark: { palette: { primary: { main: '#4db6ac' } } },
  },
});

// theme.vars holds var() references, so this style is the same string in both schemes:
// the browser resolves the colors, and switching mode re-renders nothing here.
const Highlight = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5),
  borderRadius: theme.vars.shape.borderRadius,
  color: theme.vars.palette.text.primary,
  backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
  border: `1px solid rgba(${theme.vars.palette.primary.mainChannel} / 0.5)`,
  ...theme.applyStyles('dark', {
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.2)`,
  }),
}));

function SettingsCard() {
  const { mode, setMode } = useColorScheme();
  const [digest, setDigest] = React.useState(true);

  return (
    <Paper variant="outlined" sx={{ p: 2.5, maxWidth: 420 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        Notification settings
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode ?? 'system'}
        onChange={(_, next) => next && setMode(next)}
        aria-label="Color scheme"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
        <ToggleButton value="system">System</ToggleButton>
      </ToggleButtonGroup>
      <Stack spacing={1.5}>
        <FormControlLabel
          control={
            <Switch
              checked={digest}
              onChange={(event) => setDigest(event.target.checked)}
            />
          }
          label="Weekly digest by email"
        />
        <Highlight>
          <Typography variant="body2">
            Background:{' '}
            <code>
              rgba(var(--settings-demo-palette-primary-mainChannel) / 0.12)
            </code>
          </Typography>
        </Highlight>
      </Stack>
    </Paper>
  );
}

export default function CssVariablesSettingsCard() {
  return (
    <ThemeProvider
      theme={settingsTheme}
      modeStorageKey="settings-demo-mode"
      colorSchemeStorageKey="settings-demo-color-scheme"
    >
      <SettingsCard />
    </ThemeProvider>
  );
}
