import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function BillingPeriod() {
  const [period, setPeriod] = React.useState('yearly');

  return (
    // buttonFlex stretches the toggles to share the group's width equally;
    // a round --ButtonGroup-radius turns it into a pill.
    <Box sx={{ width: 340 }}>
      <ToggleButtonGroup
        buttonFlex={1}
        variant="soft"
        aria-label="Billing period"
        value={period}
        onChange={(_event, next) => next && setPeriod(next)}
        sx={{ '--ButtonGroup-radius': '40px' }}
      >
        <Button value="monthly">Monthly</Button>
        <Button
          value="yearly"
          endDecorator={
            <Chip component="span" size="sm" color="success" variant="solid">
              −20%
            </Chip>
          }
        >
          Yearly
        </Button>
      </ToggleButtonGroup>
    </Box>
  );
}
