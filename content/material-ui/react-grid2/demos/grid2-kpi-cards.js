import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Orders today', value: '128' },
  { label: 'Revenue', value: '$4,210' },
  { label: 'Returns', value: '3' },
  { label: 'New customers', value: '27' },
];

export default function Grid2KpiCards() {
  return (
    // One column on phones, two from `sm`, four from `md`.
    <Grid container spacing={2}>
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {stat.label}
            </Typography>
            <Typography variant="h5" component="p">
              {stat.value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
