import * as React from 'react';
import Box from '@mui/material/Box';

const stats = [
  { label: 'Visitors', value: '12,480', change: '+8%' },
  { label: 'Sign-ups', value: '342', change: '+2%' },
  { label: 'Churn', value: '1.9%', change: '-0.3%' },
];

export default function StatTiles() {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            flex: 1,
            p: 2,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
            {stat.label}
          </Box>
          <Box sx={{ typography: 'h5', fontWeight: 'bold' }}>{stat.value}</Box>
          <Box
            component="span"
            sx={{
              typography: 'caption',
              px: 1,
              borderRadius: 1,
              bgcolor: 'success.main',
              color: 'success.contrastText',
            }}
          >
            {stat.change} this week
          </Box>
        </Box>
      ))}
    </Box>
  );
}
