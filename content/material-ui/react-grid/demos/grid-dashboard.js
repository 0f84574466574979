import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const panels = [
  { title: 'Revenue', body: '$48,200 this month', xs: 12, md: 8 },
  { title: 'Open tickets', body: '17, of which 3 urgent', xs: 12, sm: 6, md: 4 },
  { title: 'New customers', body: '64 since Monday', xs: 12, sm: 6, md: 4 },
  { title: 'Top product', body: 'Standing desk, 212 sold', xs: 12, sm: 6, md: 4 },
  { title: 'Returns', body: '2.1% of orders', xs: 12, sm: 6, md: 4 },
];

export default function GridDashboard() {
  return (
    <Grid container spacing={2}>
      {panels.map(({ title, body, ...sizes }) => (
        <Grid item key={title} {...sizes}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="subtitle2" component="h3">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {body}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
