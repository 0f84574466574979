import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocalStorageState } from '@toolpad/core/useLocalStorageState';

export default function DraftInLocalStorage() {
  // Like useState, but the value is written to localStorage under this key:
  // reload the page and the draft is still there. null means "nothing stored".
  const [draft, setDraft] = useLocalStorageState('toolpad-demo:support-draft');
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <TextField
        label="Message to support"
        multiline
        minRows={3}
        value={draft ?? ''}
        onChange={(event) => setDraft(event.target.value)}
        helperText="Saved in this browser as you type"
      />
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setDraft(null)}>
        Discard draft
      </Button>
    </Stack>
  );
}
