import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio } from '@mui/material/styles';

const BRAND_COLORS = [
  '#1976d2',
  '#ed6c02',
  '#2e7d32',
  '#9c27b0',
  '#0097a7',
  '#f9a825',
];

export default function PaletteContrastThreshold() {
  const [threshold, setThreshold] = React.useState(3);
  // A throwaway theme, only to ask the palette which text color it would pick.
  const { palette } = React.useMemo(
    () => createTheme({ palette: { contrastThreshold: threshold } }),
    [threshold],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography
          id="palette-contrast-threshold-label"
          variant="body2"
          gutterBottom
        >
          contrastThreshold: {threshold}
        </Typography>
        <Slider
          aria-labelledby="palette-contrast-threshold-label"
          min={3}
          max={7}
          step={0.5}
          marks
          value={threshold}
          onChange={(_, value) => setThreshold(value)}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 1.5,
        }}
      >
        {BRAND_COLORS.map((color) => {
          const text = palette.getContrastText(color);
          return (
            <Box
              key={color}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              {/* Large bold sample text: the ratio WCAG asks for here is 3:1, the lowest threshold. */}
              <Box
                sx={{
                  bgcolor: color,
                  color: text,
                  p: 1.5,
                  fontSize: 24,
                  fontWeight: 700,
                }}
              >
                Aa
              </Box>
              <Box sx={{ p: 1 }}>
                <Typography variant="caption" component="p">
                  {color} with {text.startsWith('#fff') ? 'white' : 'dark'} text
                </Typography>
                <Typography variant="caption" component="p" color="text.secondary">
                  ratio {getContrastRatio(color, text).toFixed(2)}:1
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
