import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const units = [4, 8, 12];

export default function SpacingUnitForm() {
  const [unit, setUnit] = React.useState(8);
  const theme = React.useMemo(() => createTheme({ spacing: unit }), [unit]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={unit}
        aria-label="Spacing unit"
        onChange={(_, value) => value && setUnit(value)}
      >
        {units.map((u) => (
          <ToggleButton key={u} value={u}>
            {u}px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Paper
          variant="outlined"
          component="form"
          sx={{ p: 2, maxWidth: 400 }}
          onSubmit={(e) => e.preventDefault()}
        >
          <Stack spacing={2}>
            <Typography variant="h6" component="h3">
              Contact details
            </Typography>
            <TextField
              label="Full name"
              name="name"
              autoComplete="name"
              size="small"
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              size="small"
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button>Cancel</Button>
              <Button variant="contained" type="submit">
                Save
              </Button>
            </Stack>
          </Stack>
          <Typography variant="caption" component="p" sx={{ mt: 2 }}>
            p: 2 = {theme.spacing(2)}; stack gap spacing=2 = {theme.spacing(2)};
            button padding follows too.
          </Typography>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
