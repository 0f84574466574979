import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const MAIN = '#00796b';

export default function PaletteTonalOffset() {
  const [offset, setOffset] = React.useState(0.2);
  const theme = React.useMemo(
    () => createTheme({ palette: { primary: { main: MAIN }, tonalOffset: offset } }),
    [offset],
  );
  const { light, main, dark } = theme.palette.primary;

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Box>
        <Typography id="palette-tonal-offset-label" variant="body2" gutterBottom>
          tonalOffset: {offset}
        </Typography>
        <Slider
          aria-labelledby="palette-tonal-offset-label"
          min={0}
          max={0.6}
          step={0.05}
          value={offset}
          onChange={(_, value) => setOffset(value)}
        />
      </Box>
      <Stack direction="row" spacing={1}>
        {[
          ['light', light],
          ['main', main],
          ['dark', dark],
        ].map(([name, value]) => (
          <Box key={name} sx={{ flex: 1 }}>
            <Box
              aria-hidden
              sx={{
                height: 40,
                borderRadius: 1,
                bgcolor: value,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography
              variant="caption"
              component="p"
              sx={{ fontFamily: 'monospace' }}
            >
              {name} {value}
            </Typography>
          </Box>
        ))}
      </Stack>
      {/* The contained button's hover uses primary.dark: hover it to see the offset at work. */}
      <ThemeProvider theme={theme}>
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Hover me: background becomes dark
        </Button>
      </ThemeProvider>
    </Stack>
  );
}
