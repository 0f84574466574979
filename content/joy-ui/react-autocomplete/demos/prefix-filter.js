import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const languages = [
  'Afrikaans',
  'Albanian',
  'Arabic',
  'Armenian',
  'Basque',
  'Bengali',
  'Bulgarian',
  'Catalan',
  'Croatian',
  'Czech',
  'Danish',
  'Dutch',
  'English',
  'Estonian',
  'Finnish',
  'French',
  'Georgian',
  'German',
  'Greek',
  'Hebrew',
  'Hindi',
  'Hungarian',
  'Icelandic',
  'Indonesian',
  'Irish',
  'Italian',
  'Japanese',
  'Korean',
  'Latvian',
  'Lithuanian',
  'Malay',
  'Norwegian',
  'Persian',
  'Polish',
  'Portuguese',
  'Romanian',
  'Russian',
  'Serbian',
  'Slovak',
  'Slovenian',
  'Spanish',
  'Swahili',
  'Swedish',
  'Tamil',
  'Thai',
  'Turkish',
  'Ukrainian',
  'Urdu',
  'Vietnamese',
  'Welsh',
];

// Match from the start of the label only, and show at most six suggestions.
const filterOptions = createFilterOptions({ matchFrom: 'start', limit: 6 });

export default function PrefixFilter() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Subtitle language</FormLabel>
      <Autocomplete
        placeholder="Start typing, e.g. Sw"
        options={languages}
        filterOptions={filterOptions}
      />
      <FormHelperText>
        Typing “an” finds nothing: only the start of a name matches.
      </FormHelperText>
    </FormControl>
  );
}
