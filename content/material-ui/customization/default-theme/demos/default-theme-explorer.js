import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

// Built once per mode: the viewer shows Material UI's defaults, not the site's theme.
const THEMES = {
  light: createTheme({ palette: { mode: 'light' } }),
  dark: createTheme({ palette: { mode: 'dark' } }),
};

// Internal bookkeeping keys that are not theming tokens.
const SKIPPED = new Set(['unstable_sxConfig', 'unstable_sx', 'components']);

function describe(value) {
  if (typeof value === 'function') return 'function';
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

function matches(key, value, filter) {
  if (filter === '' || key.toLowerCase().includes(filter)) return true;
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([child, inner]) =>
      matches(child, inner, filter),
    );
  }
  return false;
}

function isColor(value) {
  return typeof value === 'string' && /^(#|rgba?\()/.test(value);
}

function Branch({ name, value, path, filter }) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value).filter(
      ([key, inner]) => !SKIPPED.has(key) && matches(key, inner, filter),
    );
    return (
      <Box component="li" sx={{ listStyle: 'none' }}>
        <details open={filter !== ''}>
          <summary>
            <Box component="code" sx={{ fontWeight: 600 }}>
              {name}
            </Box>{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {entries.length} keys
            </Typography>
          </summary>
          <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
            {entries.map(([key, inner]) => (
              <Branch
                key={key}
                name={key}
                value={inner}
                path={`${path}.${key}`}
                filter={filter}
              />
            ))}
          </Box>
        </details>
      </Box>
    );
  }
  const shown = Array.isArray(value) ? `[${value.length} items]` : describe(value);
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        py: 0.25,
      }}
    >
      <code title={path}>{name}:</code>
      {isColor(value) ? (
        <Box
          aria-hidden
          sx={{
            width: 14,
            height: 14,
            borderRadius: 0.5,
            bgcolor: value,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : null}
      <Box component="code" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
        {shown}
      </Box>
    </Box>
  );
}

export default function DefaultThemeExplorer() {
  const [mode, setMode] = React.useState('light');
  const [filter, setFilter] = React.useState('');
  const theme = THEMES[mode];
  const needle = filter.trim().toLowerCase();
  const entries = Object.entries(theme).filter(
    ([key, value]) => !SKIPPED.has(key) && matches(key, value, needle),
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, next) => next && setMode(next)}
          aria-label="Theme mode"
        >
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label="Filter keys"
          size="small"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </Stack>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, maxHeight: 420, overflow: 'auto', fontSize: 13 }}
      >
        <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={`Default ${mode} theme`}>
          {entries.map(([key, value]) => (
            <Branch key={key} name={key} value={value} path={key} filter={needle} />
          ))}
        </Box>
        {entries.length === 0 ? (
          <Typography variant="body2" role="status">
            No key matches “{filter}”.
          </Typography>
        ) : null}
      </Paper>
    </Stack>
  );
}
