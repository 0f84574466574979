import * as React from 'react';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Box } from '@mui/system';

// Overriding an existing key: `borderRadius` here reads named radii instead of multiplying
// theme.shape.borderRadius. The rest of sx keeps its default behaviour.
const radii = { none: '0', soft: '6px', pill: '999px' };

const theme = createTheme({
  unstable_sxConfig: {
    borderRadius: {
      style: (props) =>
        props.borderRadius
          ? { borderRadius: radii[props.borderRadius] ?? props.borderRadius }
          : null,
    },
  },
});

export default function SxConfigNamedRadii() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <ThemeProvider theme={theme}>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {Object.keys(radii).map((name) => (
            <Box
              key={name}
              sx={{
                px: 2,
                py: 1,
                borderRadius: name,
                border: 1,
                borderColor: 'primary.main',
                color: 'text.primary',
              }}
            >
              borderRadius: &apos;{name}&apos;
            </Box>
          ))}
        </Box>
      </ThemeProvider>
    </Paper>
  );
}
