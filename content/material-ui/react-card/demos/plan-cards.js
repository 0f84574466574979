import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const plans = [
  {
    id: 'starter',
    name: 'Starter',
    price: '$0',
    detail: '1 project, community support',
  },
  { id: 'team', name: 'Team', price: '$12', detail: '10 projects, email support' },
  {
    id: 'business',
    name: 'Business',
    price: '$40',
    detail: 'Unlimited projects, phone support',
  },
];

export default function PlanCards() {
  const [plan, setPlan] = React.useState('team');

  return (
    <Box
      role="group"
      aria-label="Plan"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}
    >
      {plans.map((p) => {
        const selected = plan === p.id;
        return (
          <Card
            key={p.id}
            variant="outlined"
            sx={{
              borderColor: selected ? 'primary.main' : 'divider',
              borderWidth: 2,
            }}
          >
            {/* The whole card is one button; aria-pressed says which plan is chosen. */}
            <CardActionArea
              aria-pressed={selected}
              onClick={() => setPlan(p.id)}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="subtitle1" component="p">
                  {p.name}
                </Typography>
                <Typography variant="h5" component="p">
                  {p.price}
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                  >
                    {' '}
                    per month
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.detail}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
