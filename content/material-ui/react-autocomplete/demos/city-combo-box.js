import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// Options with a `label` key need no getOptionLabel.
const cities = [
  { label: 'Amsterdam', country: 'NL' },
  { label: 'Berlin', country: 'DE' },
  { label: 'Copenhagen', country: 'DK' },
  { label: 'Dublin', country: 'IE' },
  { label: 'Lisbon', country: 'PT' },
  { label: 'Madrid', country: 'ES' },
  { label: 'Paris', country: 'FR' },
  { label: 'Vienna', country: 'AT' },
];

export default function CityComboBox() {
  return (
    <Autocomplete
      disablePortal
      id="city-combo-box-input"
      options={cities}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Departure city" />}
    />
  );
}
