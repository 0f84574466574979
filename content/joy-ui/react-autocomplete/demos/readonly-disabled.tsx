import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';

const regions = ['eu-west-1', 'eu-central-1', 'us-east-1', 'ap-southeast-2'];
const tags = ['production', 'billing', 'critical'];

export default function ReadonlyDisabled() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Region</FormLabel>
        {/* readOnly: focusable and copyable, but the value cannot change. */}
        <Autocomplete readOnly options={regions} defaultValue="eu-central-1" />
        <FormHelperText>Set when the project was created.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Tags</FormLabel>
        {/* Read-only tags cannot be removed, so they render as plain chips without delete buttons. */}
        <Autocomplete
          readOnly
          multiple
          options={tags}
          defaultValue={['production', 'critical']}
          renderTags={(value) =>
            value.map((tag) => (
              <Chip key={tag} size="sm" variant="soft">
                {tag}
              </Chip>
            ))
          }
        />
      </FormControl>
      <FormControl disabled>
        <FormLabel>Backup region</FormLabel>
        {/* disabled: out of the tab order and dimmed. */}
        <Autocomplete options={regions} placeholder="Available on paid plans" />
      </FormControl>
    </Stack>
  );
}
