import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const countries = [
  { code: 'AR', name: 'Argentina', callingCode: '+54' },
  { code: 'CA', name: 'Canada', callingCode: '+1' },
  { code: 'DE', name: 'Germany', callingCode: '+49' },
  { code: 'IN', name: 'India', callingCode: '+91' },
  { code: 'JP', name: 'Japan', callingCode: '+81' },
  { code: 'KE', name: 'Kenya', callingCode: '+254' },
  { code: 'NZ', name: 'New Zealand', callingCode: '+64' },
  { code: 'PT', name: 'Portugal', callingCode: '+351' },
];

export default function CountrySelect() {
  const [country, setCountry] = React.useState(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Autocomplete
        options={countries}
        value={country}
        onChange={(_event, next) => setCountry(next)}
        getOptionLabel={(option) => `${option.name} (${option.callingCode})`}
        isOptionEqualToValue={(option, selected) => option.code === selected.code}
        autoHighlight
        renderInput={(params) => <TextField {...params} label="Country" />}
      />
      <Typography variant="body2" role="status">
        {country
          ? `Phone numbers will start with ${country.callingCode}.`
          : 'No country chosen yet.'}
      </Typography>
    </Stack>
  );
}
