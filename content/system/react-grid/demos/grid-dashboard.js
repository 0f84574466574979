import * as React from 'react';
import { Box, Grid } from '@mui/system';

const cards = [
  { title: 'Revenue', value: '$48.2k', note: '+12% on last month' },
  { title: 'Active users', value: '3,104', note: '+4% on last month' },
  { title: 'Churn', value: '1.8%', note: 'Down from 2.1%' },
];

function Card({ title, value, note }) {
  return (
    <Box
      sx={{
        p: 2,
        height: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{title}</Box>
      <Box sx={{ typography: 'h5', my: 0.5 }}>{value}</Box>
      <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{note}</Box>
    </Box>
  );
}

export default function GridDashboard() {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card {...card} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 8 }}>
        <Box
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            minHeight: 96,
          }}
        >
          <Box sx={{ typography: 'subtitle2' }}>Weekly sign-ups</Box>
          <Box
            role="img"
            aria-label="Sign-ups per day, rising from 30 to 64 over the week"
            sx={{
              display: 'flex',
              alignItems: 'flex-end',
              gap: 1,
              height: 64,
              mt: 1,
            }}
          >
            {[30, 45, 28, 60, 52, 70, 64].map((h, i) => (
              <Box
                key={i}
                sx={{
                  flex: 1,
                  height: `${h}%`,
                  bgcolor: 'primary.main',
                  borderRadius: 0.5,
                }}
              />
            ))}
          </Box>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card title="Open incidents" value="0" note="Last one 9 days ago" />
      </Grid>
    </Grid>
  );
}
