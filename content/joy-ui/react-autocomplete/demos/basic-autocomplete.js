import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const instruments = [
  'Accordion',
  'Bass guitar',
  'Cello',
  'Clarinet',
  'Drums',
  'Flute',
  'Harp',
  'Piano',
  'Saxophone',
  'Trumpet',
  'Violin',
];

export default function BasicAutocomplete() {
  return (
    // Inside a FormControl, the FormLabel is linked to the Autocomplete's input automatically.
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Instrument</FormLabel>
      <Autocomplete placeholder="Choose one" options={instruments} />
    </FormControl>
  );
}
