import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const variants = ['outlined', 'soft', 'solid', 'plain'];

export default function TextareaVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {variants.map((variant, i) => (
        <Textarea
          key={variant}
          variant={variant}
          color={variant === 'solid' ? 'primary' : 'neutral'}
          size={i === 0 ? 'sm' : i === 3 ? 'lg' : 'md'}
          minRows={2}
          placeholder={`${variant} note`}
          aria-label={`${variant} note`}
        />
      ))}
    </Stack>
  );
}
