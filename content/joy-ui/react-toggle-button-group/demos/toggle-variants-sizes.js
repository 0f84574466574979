import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const variants = ['outlined', 'plain', 'soft', 'solid'];

export default function ToggleVariantsSizes() {
  const [unit, setUnit] = React.useState('km');

  return (
    <Stack spacing={1.5}>
      {variants.map((variant, i) => (
        <ToggleButtonGroup
          key={variant}
          variant={variant}
          size={i === 0 ? 'sm' : i === 3 ? 'lg' : 'md'}
          value={unit}
          onChange={(_e, value) => value && setUnit(value)}
          aria-label={`Distance unit (${variant})`}
        >
          <Button value="km">km</Button>
          <Button value="mi">mi</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
