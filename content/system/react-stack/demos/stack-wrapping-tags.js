import * as React from 'react';
import Chip from '@mui/material/Chip';
import { Stack } from '@mui/system';

const filters = [
  'Remote',
  'Full time',
  'Part time',
  'Senior',
  'Junior',
  'Design',
  'Engineering',
  'Europe',
];

export default function StackWrappingTags() {
  const [active, setActive] = React.useState(['Remote']);
  const toggle = (name) =>
    setActive((current) =>
      current.includes(name)
        ? current.filter((f) => f !== name)
        : [...current, name],
    );

  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap
      aria-label="Job filters"
      sx={{ flexWrap: 'wrap', maxWidth: 360, m: 0, p: 0, listStyle: 'none' }}
    >
      {filters.map((name) => (
        <li key={name}>
          <Chip
            label={name}
            color={active.includes(name) ? 'primary' : 'default'}
            variant={active.includes(name) ? 'filled' : 'outlined'}
            onClick={() => toggle(name)}
            aria-pressed={active.includes(name)}
          />
        </li>
      ))}
    </Stack>
  );
}
