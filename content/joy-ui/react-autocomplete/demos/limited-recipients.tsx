import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const contacts = [
  { email: 'ana@example.com', active: true },
  { email: 'ben@example.com', active: true },
  { email: 'chen@example.com', active: true },
  { email: 'dara@example.com', active: false },
  { email: 'elif@example.com', active: true },
];

export default function LimitedRecipients() {
  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Recipients</FormLabel>
      <Autocomplete
        multiple
        limitTags={2}
        options={contacts}
        getOptionLabel={(option) => option.email}
        getOptionDisabled={(option) => !option.active}
        defaultValue={[contacts[0], contacts[1], contacts[2]]}
      />
      <FormHelperText>Only two chips show until the field has focus; deactivated accounts cannot be picked.</FormHelperText>
    </FormControl>
  );
}
