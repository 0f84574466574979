import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const countries = ['France', 'Germany', 'Japan', 'United States'];

export default function ShippingAddressForm() {
  const [country, setCountry] = React.useState('France');
  const [saved, setSaved] = React.useState(false);

  return (
    <Paper
      component="form"
      variant="outlined"
      sx={{ p: 2, maxWidth: 480 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(true);
      }}
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          Shipping address
        </Typography>
        <TextField label="Full name" name="name" autoComplete="name" required />
        <TextField
          label="Street address"
          name="street"
          autoComplete="address-line1"
          required
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Postal code"
            name="postal"
            autoComplete="postal-code"
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label="Country"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            sx={{ flex: 2 }}
          >
            {countries.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button type="reset" onClick={() => setSaved(false)}>
            Clear
          </Button>
          <Button type="submit" variant="contained">
            Save address
          </Button>
        </Stack>
        {saved ? (
          <Typography role="status" color="success.main">
            Address saved for delivery to {country}.
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
