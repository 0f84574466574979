import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

export default function Grid2FormFooter() {
  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, sm: 'auto' }}>
        <Typography variant="body2" color="text.secondary">
          Draft saved 2 minutes ago
        </Typography>
      </Grid>
      {/* offset="auto" pushes the actions to the far end of the row. */}
      <Grid size="auto" offset={{ xs: 0, sm: 'auto' }}>
        <Button>Discard</Button>
      </Grid>
      <Grid size="auto">
        <Button variant="contained">Publish</Button>
      </Grid>
    </Grid>
  );
}
