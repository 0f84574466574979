import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';

const languages = [
  'Python',
  'PHP',
  'Perl',
  'Pascal',
  'Rust',
  'Ruby',
  'R',
  'JavaScript',
  'Java',
  'Julia',
  'Kotlin',
  'Go',
];

export default function InlineCompletion() {
  return (
    <FormControl sx={{ maxWidth: 300 }}>
      <FormLabel>Language</FormLabel>
      {/* autoComplete writes the rest of the highlighted option into the field, selected. */}
      <Autocomplete
        autoComplete
        autoHighlight
        options={languages}
        placeholder="Type “Ju”"
      />
      <FormHelperText>Press Enter to accept the completed text.</FormHelperText>
    </FormControl>
  );
}
