import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'];

export default function AlertVariants() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      {variants.map((variant) => (
        <Alert
          key={variant}
          variant={variant}
          color="primary"
          size={variant === 'plain' ? 'sm' : 'md'}
        >
          A {variant} alert: maintenance is planned for Sunday, 02:00–03:00 UTC.
        </Alert>
      ))}
    </Stack>
  );
}
