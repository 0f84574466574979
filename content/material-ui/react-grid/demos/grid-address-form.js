import * as React from 'react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function GridAddressForm() {
  return (
    <Grid
      container
      component="form"
      rowSpacing={2}
      columnSpacing={2}
      sx={{ maxWidth: 640 }}
    >
      <Grid item xs={12} sm={6}>
        <TextField
          label="First name"
          fullWidth
          size="small"
          autoComplete="given-name"
        />
      </Grid>
      <Grid item xs={12} sm={6}>
        <TextField
          label="Last name"
          fullWidth
          size="small"
          autoComplete="family-name"
        />
      </Grid>
      <Grid item xs={12}>
        <TextField
          label="Street address"
          fullWidth
          size="small"
          autoComplete="address-line1"
        />
      </Grid>
      <Grid item container xs={12} spacing={2}>
        <Grid item xs={4}>
          <TextField
            label="Postcode"
            fullWidth
            size="small"
            autoComplete="postal-code"
          />
        </Grid>
        <Grid item xs={8}>
          <TextField
            label="City"
            fullWidth
            size="small"
            autoComplete="address-level2"
          />
        </Grid>
      </Grid>
      <Grid item xs={12}>
        <Typography variant="caption" color="text.secondary">
          Postcode and city share one row at every width: a grid nested inside the
          last item.
        </Typography>
      </Grid>
    </Grid>
  );
}
