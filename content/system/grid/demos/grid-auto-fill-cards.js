import * as React from 'react';
import { Box } from '@mui/system';

const plans = ['Starter', 'Team', 'Business', 'Enterprise', 'Education'];

// No breakpoints: auto-fill makes as many 160px-or-wider columns as fit, and rowGap/columnGap differ.
export default function GridAutoFillCards() {
  return (
    <Box
      component="ul"
      aria-label="Plans"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        rowGap: 3,
        columnGap: 1,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {plans.map((plan) => (
        <Box
          component="li"
          key={plan}
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          {plan}
        </Box>
      ))}
    </Box>
  );
}
