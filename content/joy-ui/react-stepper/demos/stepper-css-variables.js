import * as React from 'react';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const events = [
  { time: '09:00', title: 'Doors open' },
  { time: '09:30', title: 'Keynote' },
  { time: '11:00', title: 'Workshops' },
  { time: '13:00', title: 'Lunch' },
];

export default function StepperCssVariables() {
  return (
    // A compact timeline from CSS variables: small dot indicators, a thin line, tight spacing.
    <Stepper
      orientation="vertical"
      sx={{
        '--StepIndicator-size': '12px',
        '--Step-connectorThickness': '2px',
        '--Step-connectorInset': '4px',
        '--Step-gap': '12px',
        '--Stepper-verticalGap': '20px',
        maxWidth: 320,
      }}
    >
      {events.map((event) => (
        <Step
          key={event.time}
          indicator={<StepIndicator variant="solid" color="neutral" />}
        >
          <Typography level="body-xs">{event.time}</Typography>
          <Typography level="title-sm">{event.title}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
