import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const examples = [
  { max: 9, label: 'Tight space, max 9' },
  { max: 99, label: 'Default, max 99' },
  { max: 999, label: 'Wide badge, max 999' },
];

export default function BadgeMaxValues() {
  return (
    // The same 1,250 pending items, capped three ways.
    <Stack direction="row" spacing={5} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      {examples.map((example) => (
        <Badge
          key={example.max}
          badgeContent={1250}
          max={example.max}
          color="primary"
        >
          <Typography variant="body2" component="span" sx={{ pr: 1.5 }}>
            {example.label}
          </Typography>
        </Badge>
      ))}
    </Stack>
  );
}
