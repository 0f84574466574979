import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

const rows = [
  { variant: 'solid', color: 'primary', size: 'sm' },
  { variant: 'soft', color: 'success', size: 'md' },
  { variant: 'outlined', color: 'warning', size: 'lg' },
  { variant: 'plain', color: 'danger', size: 'md' },
];

export default function SliderVariants() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 360, px: 1 }}>
      {rows.map((row) => (
        <Slider
          key={row.variant}
          defaultValue={60}
          variant={row.variant}
          color={row.color}
          size={row.size}
          aria-label={`${row.variant} ${row.color} slider`}
        />
      ))}
    </Stack>
  );
}
