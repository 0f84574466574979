import * as React from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Grid } from '@mui/system';

export default function GridFormLayout() {
  const [sent, setSent] = React.useState(false);
  return (
    <Grid
      container
      component="form"
      rowSpacing={2}
      columnSpacing={{ xs: 1, sm: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="First name"
          name="given-name"
          autoComplete="given-name"
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Last name"
          name="family-name"
          autoComplete="family-name"
          fullWidth
        />
      </Grid>
      <Grid size="grow">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 4, sm: 3 }}>
        <TextField
          label="Postcode"
          name="postcode"
          autoComplete="postal-code"
          fullWidth
        />
      </Grid>
      {/* offset "auto" pushes the button to the end of its row. */}
      <Grid size="auto" offset="auto">
        <Button type="submit" variant="contained">
          {sent ? 'Saved' : 'Save address'}
        </Button>
      </Grid>
    </Grid>
  );
}
