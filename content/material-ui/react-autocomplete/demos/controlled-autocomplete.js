import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const statuses = ['Backlog', 'Todo', 'In progress', 'In review', 'Done'];

export default function ControlledAutocomplete() {
  // Two separate states: the chosen value, and the text in the input.
  const [value, setValue] = React.useState('Todo');
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        value: {value === null ? 'null' : `'${value}'`} · inputValue:{' '}
        {`'${inputValue}'`}
      </Typography>
      <Autocomplete
        id="controlled-status"
        options={statuses}
        value={value}
        onChange={(_event, next) => setValue(next)}
        inputValue={inputValue}
        onInputChange={(_event, next) => setInputValue(next)}
        sx={{ width: 300 }}
        renderInput={(params) => <TextField {...params} label="Status" />}
      />
    </Stack>
  );
}
