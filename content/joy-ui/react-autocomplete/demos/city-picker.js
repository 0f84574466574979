import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

const cities = [
  { name: 'Lisbon', country: 'Portugal', timeZone: 'UTC+0' },
  { name: 'Paris', country: 'France', timeZone: 'UTC+1' },
  { name: 'Nairobi', country: 'Kenya', timeZone: 'UTC+3' },
  { name: 'Mumbai', country: 'India', timeZone: 'UTC+5:30' },
  { name: 'Singapore', country: 'Singapore', timeZone: 'UTC+8' },
  { name: 'Tokyo', country: 'Japan', timeZone: 'UTC+9' },
  { name: 'Montréal', country: 'Canada', timeZone: 'UTC-5' },
  { name: 'São Paulo', country: 'Brazil', timeZone: 'UTC-3' },
];

export default function CityPicker() {
  const [city, setCity] = React.useState(cities[1]);
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Office city</FormLabel>
      <Autocomplete
        placeholder="Type a city"
        options={cities}
        value={city}
        onChange={(_event, next) => setCity(next)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        renderOption={(props, option) => (
          <AutocompleteOption {...props} key={option.name}>
            <ListItemContent>
              {option.name}
              <Typography level="body-xs">{option.country}</Typography>
            </ListItemContent>
            <Typography level="body-xs">{option.timeZone}</Typography>
          </AutocompleteOption>
        )}
      />
      <FormHelperText>
        {city
          ? `Meetings are shown in ${city.timeZone}.`
          : 'Pick a city to set the time zone.'}
      </FormHelperText>
    </FormControl>
  );
}
