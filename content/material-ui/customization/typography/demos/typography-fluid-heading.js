import * as React from 'react';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// A fluid size grows continuously with the container instead of jumping at breakpoints:
// at least 1.75rem, at most 3rem, 6% of the container's width in between.
const fluidTheme = createTheme({
  typography: {
    h2: {
      fontSize: 'clamp(1.75rem, 6cqi, 3rem)',
      fontWeight: 700,
      lineHeight: 1.15,
    },
  },
});

export default function TypographyFluidHeading() {
  const [width, setWidth] = React.useState(520);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack spacing={0.5} sx={{ maxWidth: 320 }}>
        <Typography id="fluid-heading-width-label" variant="body2">
          Card width: {width}px
        </Typography>
        <Slider
          aria-labelledby="fluid-heading-width-label"
          min={260}
          max={900}
          step={20}
          value={width}
          onChange={(_, value) => setWidth(value)}
        />
      </Stack>
      <ThemeProvider theme={fluidTheme}>
        {/* cqi units measure the nearest container, so the card must be one. */}
        <Paper
          variant="outlined"
          sx={{ p: 3, width, maxWidth: '100%', containerType: 'inline-size' }}
        >
          <Typography variant="h2" component="p">
            Ship faster together
          </Typography>
          <Typography variant="body1" sx={{ mt: 1 }}>
            The headline scales smoothly with the card; the body text stays put.
          </Typography>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
