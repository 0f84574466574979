import * as React from 'react';
import { Box, Grid, ThemeProvider, createBreakpoints } from '@mui/system';
import type { Theme } from '@mui/system';

const cell = { p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' } as const;

// Same keys, other widths: here "sm" starts at 400px and "md" at 700px. The function keeps
// the rest of the outer theme (palette, spacing) and replaces only the breakpoints.
const breakpoints = createBreakpoints({ values: { xs: 0, sm: 400, md: 700, lg: 1000, xl: 1400 } });
const withBreakpoints = (outer: Theme): Theme => ({ ...outer, breakpoints });

const stats = ['Visitors', 'Sign-ups', 'Revenue', 'Churn'];

export default function GridCustomBreakpoints() {
  return (
    <ThemeProvider theme={withBreakpoints}>
      <Grid container spacing={1}>
        {stats.map((label) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
            <Box sx={cell}>{label}</Box>
          </Grid>
        ))}
      </Grid>
    </ThemeProvider>
  );
}
