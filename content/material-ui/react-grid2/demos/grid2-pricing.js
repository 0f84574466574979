import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Free', price: '$0', features: ['1 project', 'Community support'] },
  { name: 'Team', price: '$12', features: ['10 projects', 'Email support'] },
  {
    name: 'Business',
    price: '$40',
    features: ['Unlimited projects', 'Phone support'],
  },
];

export default function Grid2Pricing() {
  return (
    <Grid container spacing={2} columns={{ xs: 4, md: 12 }}>
      {plans.map((plan) => (
        <Grid key={plan.name} size={4}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={1} columns={12}>
              <Grid size="grow">
                <Typography variant="subtitle1" component="h3">
                  {plan.name}
                </Typography>
              </Grid>
              <Grid size="auto">
                <Typography variant="subtitle1" component="p">
                  {plan.price}/mo
                </Typography>
              </Grid>
              {plan.features.map((feature) => (
                <Grid key={feature} size={12}>
                  <Typography variant="body2" color="text.secondary">
                    {feature}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
