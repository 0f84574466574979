import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'];

export default function GroupColorsSizes() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* size and color on the group apply to every button in it. */}
      {sizes.map((size) => (
        <ButtonGroup
          key={size}
          size={size}
          color="primary"
          variant="outlined"
          aria-label={`Text size, ${size} buttons`}
        >
          <Button>Small text</Button>
          <Button>Normal text</Button>
          <Button>Large text</Button>
        </ButtonGroup>
      ))}
      <ButtonGroup color="danger" variant="soft" aria-label="Destructive actions">
        <Button>Archive</Button>
        <Button>Delete</Button>
      </ButtonGroup>
    </Stack>
  );
}
