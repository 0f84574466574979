import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function FocusVisibleAction() {
  // action exposes focusVisible(): it focuses the button and shows the keyboard focus ring,
  // which a plain .focus() after a mouse click would not.
  const action = React.useRef<{ focusVisible(): void }>(null);

  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Button variant="soft" color="neutral" onClick={() => action.current?.focusVisible()}>
        Jump to the next step
      </Button>
      <Button action={action} color="success">
        Confirm order
      </Button>
    </Stack>
  );
}
