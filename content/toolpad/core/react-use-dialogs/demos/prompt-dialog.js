import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function TagEditor() {
  const dialogs = useDialogs();
  const [tags, setTags] = React.useState(['urgent', 'billing']);
  const addTag = async () => {
    // `prompt` resolves to the typed text, or null when cancelled.
    const tag = await dialogs.prompt('Name of the new tag', {
      title: 'Add a tag',
      okText: 'Add',
    });
    const clean = tag?.trim().toLowerCase();
    if (!clean) return;
    if (tags.includes(clean)) {
      await dialogs.alert(`The tag "${clean}" already exists.`, {
        title: 'Nothing added',
      });
      return;
    }
    setTags((current) => [...current, clean]);
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      useFlexGap
      flexWrap="wrap"
    >
      {tags.map((tag) => (
        <Chip key={tag} label={tag} />
      ))}
      <Button onClick={addTag}>Add tag</Button>
    </Stack>
  );
}

export default function PromptDialog() {
  return (
    <DialogsProvider>
      <TagEditor />
    </DialogsProvider>
  );
}
