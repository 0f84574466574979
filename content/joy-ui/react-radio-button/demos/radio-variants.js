import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'];

function VariantGroup({ size }) {
  // The group is named by its label's id: a FormControl would point the label's `for` at the
  // group, which is not a form control.
  const labelId = `${React.useId()}-label`;
  return (
    <Box>
      <FormLabel id={labelId}>Variant, size {size}</FormLabel>
      <RadioGroup
        orientation="horizontal"
        defaultValue="soft"
        name={`radio-variants-${size}`}
        size={size}
        aria-labelledby={labelId}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {variants.map((variant) => (
          <Radio key={variant} value={variant} label={variant} variant={variant} />
        ))}
      </RadioGroup>
    </Box>
  );
}

export default function RadioVariants() {
  return (
    <Stack spacing={2}>
      {['sm', 'md', 'lg'].map((size) => (
        <VariantGroup key={size} size={size} />
      ))}
    </Stack>
  );
}
