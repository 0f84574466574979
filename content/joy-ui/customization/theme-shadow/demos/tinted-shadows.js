import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const plans = [
  { name: 'Starter', color: 'neutral', price: 'Free' },
  { name: 'Team', color: 'primary', price: '$16' },
  { name: 'Scale', color: 'success', price: '$42' },
];

export default function TintedShadows() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ p: 1 }}>
      {plans.map((plan) => (
        <Card
          key={plan.name}
          variant="outlined"
          sx={{
            flex: 1,
            boxShadow: 'lg',
            // The shadow reads these variables at the element: recolor it here only.
            '--joy-shadowChannel': (theme) =>
              theme.vars.palette[plan.color].mainChannel,
            '--joy-shadowOpacity': '0.3',
          }}
        >
          <Typography level="title-md">{plan.name}</Typography>
          <Typography level="h3" component="p">
            {plan.price}
          </Typography>
          <Button variant="soft" color={plan.color}>
            Choose {plan.name}
          </Button>
        </Card>
      ))}
    </Stack>
  );
}
