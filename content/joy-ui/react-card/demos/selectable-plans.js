import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'monthly', title: 'Monthly', price: '$12 / month' },
  { value: 'yearly', title: 'Yearly', price: '$120 / year, two months free' },
];

export default function SelectablePlans() {
  const [plan, setPlan] = React.useState('yearly');

  return (
    <RadioGroup
      aria-label="Billing period"
      value={plan}
      onChange={(e) => setPlan(e.target.value)}
      sx={{ gap: 1.5, maxWidth: 360 }}
    >
      {plans.map((p) => (
        <Card
          key={p.value}
          variant={plan === p.value ? 'soft' : 'outlined'}
          color={plan === p.value ? 'primary' : 'neutral'}
          orientation="horizontal"
          sx={{ alignItems: 'center' }}
        >
          {/* overlay: the whole card is the radio's click target. */}
          <Radio value={p.value} overlay label={p.title} />
          <CardContent sx={{ alignItems: 'flex-end' }}>
            <Typography level="body-sm">{p.price}</Typography>
          </CardContent>
        </Card>
      ))}
    </RadioGroup>
  );
}
