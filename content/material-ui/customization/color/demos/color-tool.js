import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as colors from '@mui/material/colors';
import { ThemeProvider, createTheme, getContrastRatio } from '@mui/material/styles';

const hues = Object.keys(colors).filter((name) => name !== 'common');
const shades = Object.keys(colors.teal);
const colorOf = (hue, shade) => colors[hue][shade];

function ColorPicker({ label, hue, shade, onChange }) {
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label={`${label} hue`}
        value={hue}
        onChange={(e) => onChange(e.target.value, shade)}
        sx={{ width: 150 }}
      >
        {hues.map((h) => (
          <MenuItem key={h} value={h}>
            {h}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Shade"
        value={shade}
        onChange={(e) => onChange(hue, e.target.value)}
        sx={{ width: 100 }}
      >
        {shades.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

export default function ColorTool() {
  const [primary, setPrimary] = React.useState(['teal', '800']);
  const [secondary, setSecondary] = React.useState(['deepOrange', '900']);
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: {
          primary: { main: colorOf(...primary) },
          secondary: { main: colorOf(...secondary) },
          contrastThreshold: 4.5,
        },
      }),
    [primary, secondary],
  );
  const { palette } = theme;
  const ratio = (c) => getContrastRatio(c.main, c.contrastText);
  const weakest = Math.min(ratio(palette.primary), ratio(palette.secondary));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ColorPicker
          label="Primary"
          hue={primary[0]}
          shade={primary[1]}
          onChange={(h, s) => setPrimary([h, s])}
        />
        <ColorPicker
          label="Secondary"
          hue={secondary[0]}
          shade={secondary[1]}
          onChange={(h, s) => setSecondary([h, s])}
        />
      </Stack>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', mb: 2 }}
          >
            <Button variant="contained">Primary action</Button>
            <Button variant="contained" color="secondary">
              Secondary action
            </Button>
            <Chip label="Tag" color="primary" />
          </Stack>
          <Alert severity={weakest >= 4.5 ? 'success' : 'warning'}>
            Lowest text contrast: {weakest.toFixed(2)}:1{' '}
            {weakest >= 4.5 ? '(meets 4.5:1)' : '(below 4.5:1 for body text)'}
          </Alert>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
