import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Followers', value: '2,408' },
  { label: 'Following', value: '311' },
  { label: 'Posts', value: '86' },
];

export default function StackDividers() {
  return (
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'md', p: 2, width: 'fit-content' }}
    >
      {/* divider: Stack puts this element between each pair of children, never at the ends. */}
      <Stack
        direction="row"
        spacing={3}
        divider={<Divider orientation="vertical" />}
        sx={{ textAlign: 'center' }}
      >
        {stats.map((stat) => (
          <div key={stat.label}>
            <Typography level="title-lg">{stat.value}</Typography>
            <Typography level="body-xs">{stat.label}</Typography>
          </div>
        ))}
      </Stack>
    </Sheet>
  );
}
