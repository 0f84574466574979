import * as React from 'react';
import { Box, ThemeProvider } from '@mui/system';

// A nested provider given a function receives the outer theme and returns an extended copy.
const roomier = (outer) => ({ ...outer, shape: { borderRadius: 16 } });

function Field({ label }) {
  const id = React.useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <label htmlFor={id}>{label}</label>
      <Box
        component="input"
        id={id}
        sx={{
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          font: 'inherit',
        }}
      />
    </Box>
  );
}

export default function AdvancedThemeNesting() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <Field label="Email (outer theme)" />
      <ThemeProvider theme={roomier}>
        <Field label="Email (nested theme, rounder)" />
      </ThemeProvider>
    </Box>
  );
}
