import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'plain', 'solid'];

export default function SelectVariantsError() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {variants.map((variant) => (
          <Select
            key={variant}
            variant={variant}
            defaultValue="s"
            aria-label={`Shirt size, ${variant}`}
            sx={{ minWidth: 140 }}
          >
            <Option value="s">Small ({variant})</Option>
            <Option value="m">Medium ({variant})</Option>
          </Select>
        ))}
      </Stack>
      {/* An error on the FormControl turns the select, its label and the helper text to danger. */}
      <FormControl
        error
        // danger.500 is too dark on a dark background: plainColor is the readable shade in each mode
        // (under &.Mui-error, the selector FormControl sets it with, so this rule wins).
        sx={{
          width: 240,
          '&.Mui-error': {
            '--FormHelperText-color': 'var(--joy-palette-danger-plainColor)',
          },
        }}
      >
        <FormLabel>Shipping country</FormLabel>
        {/* Full-opacity placeholder: the default 64% is too faint in the danger color. */}
        <Select
          placeholder="Choose a country"
          sx={{ '--Select-placeholderOpacity': 1 }}
        >
          <Option value="de">Germany</Option>
          <Option value="fr">France</Option>
        </Select>
        <FormHelperText>We need a country to calculate shipping.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
