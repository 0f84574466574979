import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

// The outer grid sets columns={10} and spacing={2}. The nested container sets neither, so its
// children count in tenths too and keep the same gaps.
export default function Grid2InheritedColumns() {
  return (
    <Grid container columns={10} spacing={2}>
      <Grid size={3}>
        <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
          Filters (3/10)
        </Paper>
      </Grid>
      <Grid container size={7}>
        <Grid size={10}>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            Results header (10/10 of the nested grid)
          </Paper>
        </Grid>
        <Grid size={5}>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            Result A (5/10)
          </Paper>
        </Grid>
        <Grid size={5}>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            Result B (5/10)
          </Paper>
        </Grid>
      </Grid>
    </Grid>
  );
}
