import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// Defined once, used wherever a pill-shaped action appears.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(2.5),
  textTransform: 'none',
  fontWeight: 600,
  '&.MuiButton-outlined': { borderWidth: 2, '&:hover': { borderWidth: 2 } },
}));

export default function CustomizeStyledButton() {
  const [plan, setPlan] = React.useState('monthly');
  return (
    <Stack direction="row" spacing={1} role="group" aria-label="Billing period">
      {['monthly', 'yearly'].map((period) => (
        <PillButton
          key={period}
          variant={plan === period ? 'contained' : 'outlined'}
          aria-pressed={plan === period}
          onClick={() => setPlan(period)}
        >
          {period === 'monthly' ? 'Monthly' : 'Yearly, save 20%'}
        </PillButton>
      ))}
      <PillButton
        variant="text"
        sx={{ ml: 'auto' }}
        onClick={() => setPlan('monthly')}
      >
        Reset
      </PillButton>
    </Stack>
  );
}
