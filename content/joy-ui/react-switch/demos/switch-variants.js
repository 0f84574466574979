import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const rows = [
  { variant: 'solid', color: 'primary' },
  { variant: 'soft', color: 'success' },
  { variant: 'outlined', color: 'warning' },
  { variant: 'plain', color: 'danger' },
];

export default function SwitchVariants() {
  return (
    <Stack spacing={1.5}>
      {rows.map(({ variant, color }) => (
        <Typography
          key={variant}
          component="label"
          startDecorator={
            <Switch variant={variant} color={color} defaultChecked sx={{ mr: 1 }} />
          }
        >
          {variant} {color}
        </Typography>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {['sm', 'md', 'lg'].map((size) => (
          <Switch
            key={size}
            size={size}
            defaultChecked
            slotProps={{ input: { 'aria-label': `Size ${size}` } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
