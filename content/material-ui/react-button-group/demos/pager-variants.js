import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function PagerVariants() {
  return (
    // The same three actions in each variant: pick the weight that matches the screen's hierarchy.
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {['contained', 'outlined', 'text'].map((variant) => (
        <ButtonGroup
          key={variant}
          variant={variant}
          aria-label={`Chapter navigation, ${variant}`}
        >
          <Button>Previous</Button>
          <Button>Contents</Button>
          <Button>Next</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
