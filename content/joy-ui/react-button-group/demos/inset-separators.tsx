import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';

export default function InsetSeparators() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* A Divider between buttons replaces the built-in separator: here an inset line. */}
      <ButtonGroup variant="solid" color="primary" aria-label="Publish options">
        <Button>Publish</Button>
        <Divider sx={{ '--Divider-lineColor': 'var(--joy-palette-primary-200)', my: 1 }} />
        <Button>Schedule</Button>
      </ButtonGroup>
      {/* --ButtonGroup-separatorSize and --ButtonGroup-separatorColor restyle the built-in one. */}
      <ButtonGroup
        variant="outlined"
        aria-label="View"
        sx={{ '--ButtonGroup-separatorSize': '2px', '--ButtonGroup-separatorColor': 'var(--joy-palette-neutral-400)' }}
      >
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
    </Stack>
  );
}
