import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const tiers = [
  {
    value: 'hobby',
    label: 'Hobby',
    price: 'Free',
    text: 'One project, community support.',
  },
  {
    value: 'team',
    label: 'Team',
    price: '€12 per seat',
    text: 'Unlimited projects, shared dashboards.',
  },
  {
    value: 'business',
    label: 'Business',
    price: '€30 per seat',
    text: 'Single sign-on, audit log, priority support.',
  },
];

export default function DescribedTiers() {
  const labelId = React.useId();
  const descriptionId = React.useId();

  return (
    <div>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        Plan
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        defaultValue="team"
        name="tier"
        sx={{ gap: 1, maxWidth: 360 }}
      >
        {tiers.map((tier) => (
          <Sheet
            key={tier.value}
            variant="outlined"
            sx={{ p: 1.5, borderRadius: 'sm' }}
          >
            <Radio
              value={tier.value}
              label={`${tier.label}, ${tier.price}`}
              overlay
              // The description is tied to the input, so screen readers read it after the label.
              slotProps={{
                input: { 'aria-describedby': `${descriptionId}-${tier.value}` },
              }}
            />
            <Typography
              id={`${descriptionId}-${tier.value}`}
              level="body-sm"
              sx={{ pl: 3.5 }}
            >
              {tier.text}
            </Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
