import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const environments = [
  { name: 'production', color: 'danger' },
  { name: 'staging', color: 'warning' },
  { name: 'preview', color: 'primary' },
  { name: 'local', color: 'neutral' },
];

const sizes = ['sm', 'md', 'lg'];

export default function ChipColorsSizes() {
  return (
    <Stack spacing={2}>
      {/* color per environment, the soft variant keeps each label readable. */}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {environments.map((env) => (
          <Chip key={env.name} color={env.color} variant="soft">
            {env.name}
          </Chip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Chip key={size} size={size} variant="outlined">
            Size {size}
          </Chip>
        ))}
      </Stack>
    </Stack>
  );
}
