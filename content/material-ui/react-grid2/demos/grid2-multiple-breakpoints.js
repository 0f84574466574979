import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

// Each item lists a size per breakpoint; a breakpoint without one takes the nearest smaller one.
export default function Grid2MultipleBreakpoints() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          Article: 12 columns on phones, 8 from md
        </Paper>
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          Author: 6, then 4
        </Paper>
      </Grid>
      <Grid size={{ xs: 6, sm: 4, md: 12 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          Related: 6, 4 from sm, a full row from md
        </Paper>
      </Grid>
    </Grid>
  );
}
