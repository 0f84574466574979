import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

const stations = [
  { name: 'Central', code: 'CEN', line: 'Red' },
  { name: 'Harbour Front', code: 'HBF', line: 'Blue' },
  { name: 'Old Market', code: 'OLM', line: 'Red' },
  { name: 'University', code: 'UNI', line: 'Green' },
  { name: 'North Park', code: 'NPK', line: 'Blue' },
  { name: 'Riverside', code: 'RVS', line: 'Green' },
];

// Every word typed must appear in the name, the code or the line, in any order:
// "blue park" finds North Park, "red cen" finds Central.
function filterStations(options, { inputValue }) {
  const words = inputValue.toLowerCase().split(/\s+/).filter(Boolean);
  return options.filter((station) => {
    const haystack = `${station.name} ${station.code} ${station.line}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export default function MultiFieldFilter() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Station</FormLabel>
      <Autocomplete
        options={stations}
        getOptionLabel={(option) => option.name}
        filterOptions={filterStations}
        renderOption={(props, option) => (
          <AutocompleteOption {...props} key={option.code}>
            <ListItemContent>
              {option.name}
              <Typography level="body-xs">
                {option.code} · {option.line} line
              </Typography>
            </ListItemContent>
          </AutocompleteOption>
        )}
      />
      <FormHelperText>Try “blue park” or “red cen”.</FormHelperText>
    </FormControl>
  );
}
