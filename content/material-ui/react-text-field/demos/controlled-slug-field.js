import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const slugify = (text) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export default function ControlledSlugField() {
  // Controlled: React state is the source of truth, so the slug can follow the title.
  const [title, setTitle] = React.useState('Café opening hours');

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <TextField
        id="slug-title"
        label="Post title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        id="slug-url"
        label="URL"
        value={`/blog/${slugify(title)}/`}
        slotProps={{ input: { readOnly: true } }}
      />
      {/* Uncontrolled: the DOM keeps the value; read it on submit (FormData) or with a ref. */}
      <TextField
        id="slug-tags"
        label="Tags (uncontrolled)"
        defaultValue="news, food"
      />
    </Stack>
  );
}
