import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const airports = [
  { code: 'LIS', city: 'Lisbon' },
  { code: 'LHR', city: 'London Heathrow' },
  { code: 'LGW', city: 'London Gatwick' },
  { code: 'MAD', city: 'Madrid' },
  { code: 'AMS', city: 'Amsterdam' },
  { code: 'OPO', city: 'Porto' },
];

// Match from the start of "CODE City", so "l" finds LIS and the London airports, not Amsterdam.
const filterOptions = createFilterOptions({
  matchFrom: 'start',
  stringify: (airport) => `${airport.code} ${airport.city}`,
});

export default function CustomFilterStart() {
  return (
    <Autocomplete
      id="custom-filter-airport"
      options={airports}
      getOptionLabel={(airport) => `${airport.city} (${airport.code})`}
      filterOptions={filterOptions}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="From" />}
    />
  );
}
