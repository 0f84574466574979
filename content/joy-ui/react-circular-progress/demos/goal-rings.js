import * as React from 'react';
import Card from '@mui/joy/Card';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DirectionsWalk from '@mui/icons-material/DirectionsWalk';
import LocalDrink from '@mui/icons-material/LocalDrinkOutlined';

const goals = [
  {
    label: 'Steps',
    value: 82,
    detail: '8,200 of 10,000',
    icon: <DirectionsWalk />,
    color: 'primary',
  },
  {
    label: 'Water',
    value: 50,
    detail: '1 of 2 litres',
    icon: <LocalDrink />,
    color: 'success',
  },
];

export default function GoalRings() {
  return (
    <Stack direction="row" spacing={2}>
      {goals.map((goal) => (
        <Card
          key={goal.label}
          variant="outlined"
          sx={{ alignItems: 'center', width: 150 }}
        >
          {/* Children sit in the ring's center: an icon instead of a number. */}
          <CircularProgress
            determinate
            value={goal.value}
            size="lg"
            color={goal.color}
            aria-label={`${goal.label}: ${goal.value}%`}
          >
            {goal.icon}
          </CircularProgress>
          <Typography level="title-sm">{goal.label}</Typography>
          <Typography level="body-xs">{goal.detail}</Typography>
        </Card>
      ))}
    </Stack>
  );
}
