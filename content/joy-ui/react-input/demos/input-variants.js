import * as React from 'react';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['outlined', 'soft', 'solid', 'plain'];
const rows = [
  { color: 'neutral', size: 'sm', label: 'neutral, sm' },
  { color: 'primary', size: 'md', label: 'primary, md' },
  { color: 'danger', size: 'lg', label: 'danger, lg' },
];

export default function InputVariants() {
  return (
    <Stack spacing={2}>
      {rows.map((row) => (
        <div key={row.label}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            {row.label}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {variants.map((variant) => (
              <Input
                key={variant}
                variant={variant}
                color={row.color}
                size={row.size}
                placeholder={variant}
                aria-label={`${variant} ${row.label}`}
              />
            ))}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
