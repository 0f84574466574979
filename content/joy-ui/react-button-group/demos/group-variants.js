import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'plain', 'soft', 'solid'];

export default function GroupVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <ButtonGroup
          key={variant}
          variant={variant}
          color={variant === 'solid' ? 'primary' : 'neutral'}
          aria-label={`${variant} group`}
        >
          <Button>Day</Button>
          <Button>Week</Button>
          <Button>Month</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
