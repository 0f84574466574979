import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const choices = {
  Forest: '#0b5d3b',
  Cobalt: '#1d4ed8',
  Plum: '#7b1fa2',
  Brick: '#b3261e',
};

export default function PaletteBuilder() {
  const [choice, setChoice] = React.useState('Cobalt');
  const theme = React.useMemo(
    () => createTheme({ palette: { primary: { main: choices[choice] } } }),
    [choice],
  );
  const { primary } = theme.palette;

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <RadioGroup
          row
          aria-label="Main color"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          {Object.keys(choices).map((name) => (
            <FormControlLabel
              key={name}
              value={name}
              control={<Radio />}
              label={name}
            />
          ))}
        </RadioGroup>
        <Stack
          direction="row"
          spacing={2}
          sx={{ my: 2, flexWrap: 'wrap' }}
          useFlexGap
        >
          {['light', 'main', 'dark', 'contrastText'].map((token) => (
            <Box key={token} sx={{ textAlign: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: 72,
                  height: 40,
                  borderRadius: 1,
                  bgcolor: primary[token],
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Typography variant="caption" component="p">
                {token}
              </Typography>
              <Typography
                variant="caption"
                component="p"
                sx={{ fontFamily: 'monospace' }}
              >
                {primary[token]}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained">Publish</Button>
          <Button variant="outlined">Preview</Button>
        </Stack>
        <Alert severity="info" variant="outlined">
          Components pick these shades: contained buttons use main and contrastText,
          hover uses dark.
        </Alert>
      </Paper>
    </ThemeProvider>
  );
}
