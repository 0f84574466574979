import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const languages = [
  'English',
  'Español',
  'Français',
  'Deutsch',
  'Português',
  '日本語',
];
const variants = ['outlined', 'soft', 'solid', 'plain'];

export default function AutocompleteVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      {variants.map((variant, index) => (
        <Autocomplete
          key={variant}
          variant={variant}
          size={index === 0 ? 'lg' : index === 3 ? 'sm' : 'md'}
          options={languages}
          placeholder={`${variant} language`}
          slotProps={{ input: { 'aria-label': `Language (${variant})` } }}
        />
      ))}
    </Stack>
  );
}
