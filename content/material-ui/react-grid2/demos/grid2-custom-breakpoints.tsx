import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createBreakpoints } from '@mui/system';

// Only the breakpoint widths change: "sm" from 480px, "md" from 760px. The function form keeps
// everything else from the page's theme.
const breakpoints = createBreakpoints({ values: { xs: 0, sm: 480, md: 760, lg: 1100, xl: 1500 } });
const withBreakpoints = (outer: Theme): Theme => ({ ...outer, breakpoints }) as Theme;

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function Grid2CustomBreakpoints() {
  return (
    <ThemeProvider theme={withBreakpoints}>
      <Grid container spacing={1} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {steps.map((step, index) => (
          <Grid key={step} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              {index + 1}. {step}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </ThemeProvider>
  );
}
