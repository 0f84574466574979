import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'hobby', name: 'Hobby', price: '0 €', seats: '1 seat' },
  { value: 'team', name: 'Team', price: '12 € / month', seats: 'Up to 10 seats' },
  {
    value: 'business',
    name: 'Business',
    price: '40 € / month',
    seats: 'Unlimited seats',
  },
];

export default function PlanCards() {
  const labelId = React.useId();
  return (
    <div>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        Plan
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="plan"
        defaultValue="team"
        orientation="horizontal"
        sx={{ gap: 1.5, flexWrap: 'wrap' }}
      >
        {plans.map((plan) => (
          <Sheet
            key={plan.value}
            variant="outlined"
            sx={{ p: 2, borderRadius: 'md', width: 180 }}
          >
            {/* overlay stretches the radio's click and focus area over the whole card */}
            <Radio
              overlay
              value={plan.value}
              label={plan.name}
              slotProps={{
                action: ({ checked }) => ({
                  sx: checked
                    ? { border: '2px solid', borderColor: 'primary.500' }
                    : {},
                }),
              }}
            />
            <Typography level="title-md" sx={{ mt: 1 }}>
              {plan.price}
            </Typography>
            <Typography level="body-sm">{plan.seats}</Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
