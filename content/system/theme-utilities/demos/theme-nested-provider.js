import * as React from 'react';
import { Box, ThemeProvider, createSpacing, useTheme } from '@mui/system';

function TokenReadout({ label }) {
  const theme = useTheme();
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="h3" sx={{ m: 0, mb: 1, typography: 'subtitle2' }}>
        {label}
      </Box>
      <Box component="p" sx={{ m: 0, typography: 'body2' }}>
        spacing(2) = {theme.spacing(2)}, borderRadius ={' '}
        {String(theme.shape.borderRadius)}
      </Box>
    </Box>
  );
}

export default function ThemeNestedProvider() {
  const [roomy, setRoomy] = React.useState(true);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        <input
          type="checkbox"
          checked={roomy}
          onChange={(e) => setRoomy(e.target.checked)}
        />{' '}
        Roomy inner panel
      </label>
      <TokenReadout label="Outer theme" />
      {/* A function receives the outer theme: only spacing and shape change inside. */}
      <ThemeProvider
        theme={(outer) => ({
          ...outer,
          spacing: createSpacing(roomy ? 12 : 4),
          shape: { borderRadius: roomy ? 16 : 2 },
        })}
      >
        <TokenReadout label="Inner theme" />
      </ThemeProvider>
    </Box>
  );
}
