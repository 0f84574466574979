import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function CustomizeInPlace() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}
    >
      <Button>Default</Button>
      {/* sx for one-off styles, with theme tokens; CSS variables for the parts the component exposes. */}
      <Button
        sx={{
          '--Button-radius': '999px',
          '--Button-gap': '12px',
          px: 3,
          boxShadow: 'md',
          fontWeight: 'xl',
        }}
        endDecorator="→"
      >
        Customized
      </Button>
    </Stack>
  );
}
