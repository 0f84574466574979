import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';

const options = [
  {
    label: 'Weekly digest',
    hint: 'A summary of your projects every Monday.',
    checked: true,
  },
  {
    label: 'Comments',
    hint: 'When someone replies to you or mentions you.',
    checked: true,
  },
  {
    label: 'Product news',
    hint: 'New features, at most once a month.',
    checked: false,
  },
];

export default function DescribedOptions() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      {options.map((option) => (
        // A FormControl per checkbox links its helper text to the input (aria-describedby).
        <FormControl key={option.label}>
          <Checkbox label={option.label} defaultChecked={option.checked} />
          <FormHelperText
            sx={{ ml: 'calc(var(--Checkbox-size) + var(--Checkbox-gap))' }}
          >
            {option.hint}
          </FormHelperText>
        </FormControl>
      ))}
    </Stack>
  );
}
