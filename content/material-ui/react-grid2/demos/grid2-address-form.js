import * as React from 'react';
import Grid from '@mui/material/Grid2';
import TextField from '@mui/material/TextField';

export default function Grid2AddressForm() {
  return (
    // Fields sit closer across a row than down the form.
    <Grid
      container
      rowSpacing={3}
      columnSpacing={1.5}
      component="form"
      aria-label="Shipping address"
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="grid2-address-first"
          label="First name"
          fullWidth
          autoComplete="given-name"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="grid2-address-last"
          label="Last name"
          fullWidth
          autoComplete="family-name"
        />
      </Grid>
      <Grid size={12}>
        <TextField
          id="grid2-address-street"
          label="Street"
          fullWidth
          autoComplete="address-line1"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField
          id="grid2-address-city"
          label="City"
          fullWidth
          autoComplete="address-level2"
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField
          id="grid2-address-region"
          label="Region"
          fullWidth
          autoComplete="address-level1"
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          id="grid2-address-zip"
          label="Postal code"
          fullWidth
          autoComplete="postal-code"
        />
      </Grid>
    </Grid>
  );
}
