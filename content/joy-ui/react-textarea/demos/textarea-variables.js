import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextareaVariables() {
  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Notes for the driver</FormLabel>
      {/* CSS variables restyle the field without touching its structure. */}
      <Textarea
        minRows={2}
        placeholder="Gate code, where to leave the parcel…"
        sx={{
          '--Textarea-radius': '16px',
          '--Textarea-paddingInline': '16px',
          '--Textarea-paddingBlock': '12px',
          '--Textarea-focusedThickness': '3px',
          '--Textarea-focusedHighlight': 'var(--joy-palette-success-500)',
        }}
      />
    </FormControl>
  );
}
