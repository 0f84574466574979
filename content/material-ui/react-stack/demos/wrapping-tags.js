import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const tags = [
  'React',
  'TypeScript',
  'Accessibility',
  'Design systems',
  'Testing',
  'Performance',
  'CSS',
  'Animation',
];

export default function WrappingTags() {
  const [picked, setPicked] = React.useState(['React']);
  const toggle = (tag) =>
    setPicked((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <Typography variant="subtitle2" component="p">
        Topics you follow ({picked.length})
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {tags.map((tag) => (
          <Chip
            key={tag}
            label={tag}
            color={picked.includes(tag) ? 'primary' : 'default'}
            variant={picked.includes(tag) ? 'filled' : 'outlined'}
            aria-pressed={picked.includes(tag)}
            onClick={() => toggle(tag)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
