import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Open tickets', value: 18 },
  { label: 'Median reply', value: '2 h' },
  { label: 'Satisfaction', value: '94%' },
];

export default function SxResponsiveLayout() {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        // One column on phones, three from the md breakpoint up.
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        gap: { xs: 1, md: 2 },
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            p: [1.5, 2],
            borderRadius: 1,
            bgcolor: 'action.hover',
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            justifyContent: 'space-between',
            alignItems: { xs: 'center', md: 'flex-start' },
          }}
        >
          <Typography
            component="dt"
            sx={{ typography: 'body2', color: 'text.secondary' }}
          >
            {stat.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, typography: 'h5' }}>
            {stat.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
