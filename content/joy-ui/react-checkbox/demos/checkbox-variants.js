import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'];

export default function CheckboxVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Checkbox key={variant} variant={variant} label={variant} defaultChecked />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Checkbox size="sm" color="success" label="sm success" defaultChecked />
        <Checkbox size="md" color="danger" label="md danger" defaultChecked />
        <Checkbox size="lg" color="warning" label="lg warning" defaultChecked />
        <Checkbox label="disabled" disabled />
      </Stack>
    </Stack>
  );
}
