import * as React from 'react';
import { Box, Grid } from '@mui/system';

const cell = { p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' } as const;

// The nested containers set no spacing of their own: they inherit spacing={2} from the outer grid.
export default function GridNestedSpacing() {
  return (
    <Grid container spacing={2}>
      <Grid container size={{ xs: 12, sm: 6 }}>
        <Grid size={12}>
          <Box sx={cell}>Inbox</Box>
        </Grid>
        <Grid size={6}>
          <Box sx={cell}>Unread: 4</Box>
        </Grid>
        <Grid size={6}>
          <Box sx={cell}>Flagged: 1</Box>
        </Grid>
      </Grid>
      <Grid container size={{ xs: 12, sm: 6 }}>
        <Grid size={12}>
          <Box sx={cell}>Calendar</Box>
        </Grid>
        <Grid size={6}>
          <Box sx={cell}>Today: 3</Box>
        </Grid>
        <Grid size={6}>
          <Box sx={cell}>This week: 11</Box>
        </Grid>
      </Grid>
    </Grid>
  );
}
