import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function UnderlineTextarea() {
  return (
    <FormControl sx={{ maxWidth: 400 }}>
      <FormLabel>Summary</FormLabel>
      {/* The focus ring lives in ::before. Here it becomes a bottom line
          that grows from the middle when the field is focused. */}
      <Textarea
        variant="plain"
        minRows={2}
        placeholder="One or two sentences"
        sx={{
          '--Textarea-radius': '0px',
          borderBottom: '2px solid',
          borderColor: 'neutral.outlinedBorder',
          '&:hover': { borderColor: 'neutral.outlinedHoverBorder' },
          '&::before': {
            border: '1px solid var(--Textarea-focusedHighlight)',
            transform: 'scaleX(0)',
            left: 0,
            right: 0,
            bottom: '-2px',
            top: 'unset',
            transition: 'transform .15s ease-out',
            borderRadius: 0,
          },
          '&:focus-within::before': { transform: 'scaleX(1)' },
        }}
      />
    </FormControl>
  );
}
