import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const timezones = [
  'Europe/Lisbon',
  'Europe/Paris',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Tokyo',
  'Australia/Sydney',
];

export default function KeyboardBehaviours() {
  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <FormControl>
        <FormLabel>Time zone (quick)</FormLabel>
        {/* autoHighlight marks the first match, autoSelect keeps it on blur, openOnFocus shows the list at once. */}
        <Autocomplete options={timezones} autoHighlight autoSelect openOnFocus />
        <FormHelperText>
          Type “tok” and press Tab: Asia/Tokyo is kept.
        </FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Time zone (careful)</FormLabel>
        {/* clearOnEscape empties the field on Escape; disableClearable hides the clear button. */}
        <Autocomplete
          options={timezones}
          clearOnEscape
          disableClearable
          defaultValue={timezones[0]}
        />
        <FormHelperText>
          Escape clears the text; there is no clear button.
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
