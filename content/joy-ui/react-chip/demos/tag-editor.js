import * as React from 'react';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function TagEditor() {
  const [tags, setTags] = React.useState([
    'react',
    'design-system',
    'accessibility',
  ]);
  const [draft, setDraft] = React.useState('');

  const add = (event) => {
    event.preventDefault();
    const tag = draft.trim().toLowerCase();
    if (tag && !tags.includes(tag)) setTags([...tags, tag]);
    setDraft('');
  };

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', gap: 1 }}
        role="list"
        aria-label="Tags"
      >
        {tags.map((tag) => (
          <Chip
            key={tag}
            role="listitem"
            variant="soft"
            color="primary"
            endDecorator={
              <ChipDelete
                aria-label={`Remove ${tag}`}
                onDelete={() => setTags(tags.filter((t) => t !== tag))}
              />
            }
          >
            {tag}
          </Chip>
        ))}
      </Stack>
      <form onSubmit={add}>
        <Input
          size="sm"
          placeholder="Add a tag and press Enter"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ input: { 'aria-label': 'New tag' } }}
        />
      </form>
    </Stack>
  );
}
