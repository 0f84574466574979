import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const LIMIT = 160;

export default function BioLimit() {
  const [bio, setBio] = React.useState(
    'Front-end developer in Lyon. I write about forms, focus order and the odd bug.',
  );
  const left = LIMIT - bio.length;
  return (
    <Stack spacing={2} sx={{ maxWidth: 460 }}>
      <FormControl error={left < 0}>
        <FormLabel>Bio</FormLabel>
        <Textarea
          minRows={2}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          variant="soft"
          color={left < 20 && left >= 0 ? 'warning' : undefined}
        />
        <FormHelperText>
          {left >= 0 ? `${left} characters left.` : `${-left} characters too many.`}
        </FormHelperText>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Account notes (set by support)</FormLabel>
        <Textarea minRows={2} defaultValue="Verified on 3 March." />
      </FormControl>
    </Stack>
  );
}
