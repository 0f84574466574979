import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const pool = [
  'design',
  'research',
  'prototype',
  'accessibility',
  'motion',
  'typography',
  'color',
  'icons',
];

export default function WrappingTagsStack() {
  const [count, setCount] = React.useState(4);

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Stack
        component="ul"
        direction="row"
        spacing={1}
        useFlexGap
        aria-label="Project tags"
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {pool.slice(0, count).map((tag) => (
          <Chip key={tag} component="li" variant="soft">
            {tag}
          </Chip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          size="sm"
          disabled={count === pool.length}
          onClick={() => setCount((c) => c + 1)}
        >
          Add tag
        </Button>
        <Button
          size="sm"
          variant="plain"
          disabled={count === 0}
          onClick={() => setCount((c) => c - 1)}
        >
          Remove tag
        </Button>
      </Stack>
    </Stack>
  );
}
