import * as React from 'react';
import { styled } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A theme-aware tile that lifts on hover and focus, with a colored top edge.
const Tile = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(2),
  width: 160,
  borderTop: `4px solid ${theme.palette.primary.main}`,
  transition: theme.transitions.create(['box-shadow', 'transform'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&:hover, &:focus-within': {
    boxShadow: theme.shadows[6],
    transform: 'translateY(-2px)',
  },
}));

const plans = [
  { name: 'Starter', price: '$0' },
  { name: 'Team', price: '$12' },
];

export default function HoverLiftPaper() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {plans.map((plan) => (
        <Tile
          key={plan.name}
          elevation={1}
          component="article"
          aria-labelledby={`hover-lift-${plan.name}`}
        >
          <Typography
            id={`hover-lift-${plan.name}`}
            variant="subtitle1"
            component="h3"
          >
            {plan.name}
          </Typography>
          <Typography variant="h5" component="p">
            {plan.price}
          </Typography>
        </Tile>
      ))}
    </Stack>
  );
}
