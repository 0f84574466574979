import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function DisabledSeparators() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {/* `disabled` on the group disables every button in it. */}
      <ButtonGroup disabled aria-label="Publishing actions (locked)">
        <Button>Publish</Button>
        <Button>Schedule</Button>
      </ButtonGroup>
      {/* The separator color is a CSS variable. */}
      <ButtonGroup
        variant="solid"
        color="success"
        aria-label="Merge actions"
        sx={{ '--ButtonGroup-separatorColor': 'rgba(255 255 255 / 0.5)' }}
      >
        <Button>Merge</Button>
        <Button>Squash</Button>
        <Button>Rebase</Button>
      </ButtonGroup>
    </Stack>
  );
}
