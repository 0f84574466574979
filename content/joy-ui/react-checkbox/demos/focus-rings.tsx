import * as React from 'react';
import Checkbox, { checkboxClasses } from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function FocusRings() {
  return (
    // The focus ring is drawn on the action slot. Tab to the boxes to see each one.
    <Stack spacing={2}>
      <Checkbox label="Default focus ring" />
      <Checkbox
        label="Ring drawn around the box and label"
        overlay
        sx={{
          p: 1,
          borderRadius: 'sm',
          [`& .${checkboxClasses.action}.${checkboxClasses.focusVisible}`]: {
            outlineOffset: '2px',
            borderRadius: 'sm',
          },
        }}
      />
      <Checkbox
        label="Thicker ring in the success color"
        color="success"
        sx={{
          [`& .${checkboxClasses.action}.${checkboxClasses.focusVisible}`]: {
            outlineWidth: '3px',
            outlineColor: 'var(--joy-palette-success-500)',
          },
        }}
      />
    </Stack>
  );
}
