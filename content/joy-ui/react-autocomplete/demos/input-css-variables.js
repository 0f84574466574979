import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import SearchRounded from '@mui/icons-material/SearchRounded';

const teams = ['Platform', 'Payments', 'Mobile', 'Growth', 'Support tools'];

export default function InputCssVariables() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Team</FormLabel>
      {/* Autocomplete shares Input's CSS variables: a pill shape, a taller field and a thicker focus ring. */}
      <Autocomplete
        options={teams}
        startDecorator={<SearchRounded />}
        sx={{
          '--Input-radius': '999px',
          '--Input-minHeight': '48px',
          '--Input-paddingInline': '16px',
          '--Input-focusedThickness': '3px',
          '--Input-gap': '10px',
        }}
      />
    </FormControl>
  );
}
