import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function ReadonlyReleaseNotes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {/* readOnly: focusable, selectable, submitted with the form, not editable. */}
      <FormControl>
        <FormLabel>Generated release notes</FormLabel>
        <Textarea
          readOnly
          variant="soft"
          maxRows={4}
          defaultValue={
            '- Faster search indexing\n- Dark mode for the editor\n- Fixed the export of empty sheets\n- New keyboard shortcuts\n- Updated translations'
          }
        />
        <FormHelperText>
          Written from the merged pull requests; copy what you need.
        </FormHelperText>
      </FormControl>
      {/* disabled: out of the tab order and not submitted. */}
      <FormControl disabled>
        <FormLabel>Reviewer comment</FormLabel>
        <Textarea minRows={2} placeholder="Available once a reviewer is assigned" />
      </FormControl>
    </Stack>
  );
}
