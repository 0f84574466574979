import * as React from 'react';
import { Box, Grid } from '@mui/system';

const cell = {
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  typography: 'body2',
};

// The outer grid has 16 columns; the nested container (an item itself) splits its half into 3.
export default function GridNestedColumns() {
  return (
    <Grid container columns={16} spacing={2}>
      <Grid size={{ xs: 16, sm: 8 }}>
        <Box sx={{ ...cell, height: '100%' }}>Article (8 of 16 columns)</Box>
      </Grid>
      <Grid container size={{ xs: 16, sm: 8 }} columns={3} spacing={1}>
        {['Related', 'Popular', 'Newest'].map((title) => (
          <Grid key={title} size={1}>
            <Box sx={cell}>{title} (1 of 3)</Box>
          </Grid>
        ))}
        <Grid size={3}>
          <Box sx={cell}>Newsletter sign-up (3 of 3)</Box>
        </Grid>
      </Grid>
    </Grid>
  );
}
