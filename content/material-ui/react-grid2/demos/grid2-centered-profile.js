import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

export default function Grid2CenteredProfile() {
  return (
    // alignItems on the container centres every item vertically, whatever its height.
    <Grid
      container
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: 160 }}
    >
      <Grid size="auto">
        <Avatar
          sx={{
            width: 72,
            height: 72,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          RK
        </Avatar>
      </Grid>
      <Grid
        size={{ xs: 12, sm: 'grow' }}
        sx={{ textAlign: { xs: 'center', sm: 'start' } }}
      >
        <Typography variant="h6" component="p">
          Rosa Kaur
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Support lead, Lisbon office
        </Typography>
      </Grid>
      <Grid
        size={{ xs: 12, sm: 'auto' }}
        sx={{ display: 'flex', justifyContent: 'center' }}
      >
        <Button variant="outlined">Message</Button>
      </Grid>
    </Grid>
  );
}
