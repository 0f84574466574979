import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

const countries = [
  'Argentina',
  'Brazil',
  'Canada',
  'Denmark',
  'Egypt',
  'France',
  'Ghana',
];

export default function ControlledCountry() {
  // Two separate states: the chosen value, and the text typed in the field.
  const [value, setValue] = React.useState('Canada');
  const [inputValue, setInputValue] = React.useState('');

  return (
    <FormControl sx={{ maxWidth: 300 }}>
      <FormLabel>Country</FormLabel>
      <Autocomplete
        options={countries}
        value={value}
        onChange={(_event, next) => setValue(next)}
        inputValue={inputValue}
        onInputChange={(_event, next) => setInputValue(next)}
      />
      <Typography level="body-xs" sx={{ mt: 1 }}>
        value: {JSON.stringify(value)} · inputValue: {JSON.stringify(inputValue)}
      </Typography>
    </FormControl>
  );
}
