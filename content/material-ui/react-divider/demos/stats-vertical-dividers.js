import * as React from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Followers', value: '12.4k' },
  { label: 'Following', value: '318' },
  { label: 'Posts', value: '96' },
];

export default function StatsVerticalDividers() {
  return (
    // Stack's divider prop puts one between each pair of children.
    <Stack
      direction="row"
      spacing={3}
      divider={<Divider orientation="vertical" flexItem />}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        width: 'fit-content',
      }}
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Typography variant="h6" component="p">
            {stat.value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {stat.label}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
