import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Link from '@mui/icons-material/Link';

export default function ToolbarKeepsRing() {
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Release note</FormLabel>
      {/* The ring is drawn while --Textarea-focused is 1. Setting it on :focus-within keeps
          the ring on while the keyboard is on the toolbar buttons, not only in the text. */}
      <Textarea
        minRows={3}
        placeholder="What changed?"
        sx={{ '&:focus-within': { '--Textarea-focused': '1' } }}
        endDecorator={
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ borderTop: '1px solid', borderColor: 'divider', pt: 0.5, flex: 1 }}
          >
            <IconButton
              size="sm"
              variant="plain"
              aria-label="Insert a bulleted list"
            >
              <FormatListBulleted />
            </IconButton>
            <IconButton size="sm" variant="plain" aria-label="Insert a link">
              <Link />
            </IconButton>
          </Stack>
        }
      />
    </FormControl>
  );
}
