import * as React from 'react';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function FocusStyles() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {/* The ring's thickness and color are CSS variables. */}
      <Input
        placeholder="Thicker success ring"
        aria-label="Thicker success ring"
        sx={{
          '--Input-focusedThickness': '3px',
          '--Input-focusedHighlight': 'var(--joy-palette-success-500)',
        }}
      />
      {/* An outline outside the field instead of the inset ring. */}
      <Input
        placeholder="Outline on focus"
        aria-label="Outline on focus"
        sx={{
          '--Input-focusedThickness': '0px',
          '&:focus-within': {
            outline: '2px solid var(--joy-palette-primary-500)',
            outlineOffset: '2px',
          },
        }}
      />
      {/* Underline only: no border, a bottom line that thickens on focus. */}
      <Input
        variant="plain"
        placeholder="Underlined"
        aria-label="Underlined"
        sx={{
          '--Input-radius': '0px',
          '--Input-focusedThickness': '0px',
          borderBottom: '2px solid',
          borderColor: 'neutral.outlinedBorder',
          '&:focus-within': { borderColor: 'primary.500' },
        }}
      />
    </Stack>
  );
}
