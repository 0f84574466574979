import * as React from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const plans = [
  { value: 'starter', name: 'Starter', price: '$0 / month' },
  { value: 'pro', name: 'Pro', price: '$15 / month' },
  { value: 'team', name: 'Team', price: '$49 / month' },
];

export default function PlanCardRadios() {
  const [plan, setPlan] = React.useState('pro');
  return (
    <RadioGroup
      aria-label="Plan"
      value={plan}
      onChange={(event) => setPlan(event.target.value)}
      sx={{ gap: 1, maxWidth: 360 }}
    >
      {plans.map((option) => (
        // The whole card is the label, so clicking anywhere on it selects the plan.
        <Box
          key={option.value}
          sx={{
            border: 1,
            borderRadius: 2,
            borderColor: plan === option.value ? 'primary.main' : 'divider',
            px: 1,
          }}
        >
          <FormControlLabel
            value={option.value}
            sx={{ width: '100%', m: 0 }}
            control={
              <Radio
                icon={<RadioButtonUncheckedIcon />}
                checkedIcon={<CheckCircleIcon />}
              />
            }
            label={
              <Box
                component="span"
                sx={{ display: 'flex', flexDirection: 'column', py: 1 }}
              >
                <Typography component="span" variant="subtitle2">
                  {option.name}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {option.price}
                </Typography>
              </Box>
            }
          />
        </Box>
      ))}
    </RadioGroup>
  );
}
