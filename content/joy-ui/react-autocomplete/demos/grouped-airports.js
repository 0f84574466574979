import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const airports = [
  { code: 'LIS', city: 'Lisbon', country: 'Portugal' },
  { code: 'OPO', city: 'Porto', country: 'Portugal' },
  { code: 'MAD', city: 'Madrid', country: 'Spain' },
  { code: 'BCN', city: 'Barcelona', country: 'Spain' },
  { code: 'CDG', city: 'Paris', country: 'France' },
  { code: 'NCE', city: 'Nice', country: 'France' },
];

export default function GroupedAirports() {
  // groupBy needs the options sorted by the group key.
  const sorted = React.useMemo(
    () => [...airports].sort((a, b) => a.country.localeCompare(b.country)),
    [],
  );

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Departure airport</FormLabel>
      <Autocomplete
        options={sorted}
        groupBy={(option) => option.country}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        placeholder="City or code"
      />
    </FormControl>
  );
}
