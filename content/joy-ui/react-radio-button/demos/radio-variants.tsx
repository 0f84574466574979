import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];

export default function RadioVariants() {
  return (
    <Stack spacing={2}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <FormControl key={size}>
          <FormLabel>Variant, size {size}</FormLabel>
          <RadioGroup orientation="horizontal" defaultValue="soft" name={`radio-variants-${size}`} size={size} sx={{ flexWrap: 'wrap', gap: 2 }}>
            {variants.map((variant) => (
              <Radio key={variant} value={variant} label={variant} variant={variant} />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
