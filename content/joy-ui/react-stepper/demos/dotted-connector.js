import * as React from 'react';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const stops = [
  { city: 'Porto', time: '08:10' },
  { city: 'Coimbra', time: '09:05' },
  { city: 'Lisbon', time: '10:55' },
];

export default function DottedConnector() {
  return (
    // The connector is the step's ::after line: restyle it as dots, and thicken it where the trip is done.
    <Stepper
      sx={{
        maxWidth: 480,
        [`& .${stepClasses.root}::after`]: {
          height: 0,
          borderTop: '3px dotted',
          borderColor: 'neutral.outlinedBorder',
          bgcolor: 'transparent',
        },
        [`& .${stepClasses.completed}::after`]: {
          borderTopStyle: 'solid',
          borderColor: 'primary.solidBg',
        },
      }}
    >
      {stops.map((stop, index) => (
        <Step
          key={stop.city}
          orientation="vertical"
          completed={index === 0}
          active={index === 1}
          indicator={
            <StepIndicator
              variant={index <= 1 ? 'solid' : 'outlined'}
              color={index <= 1 ? 'primary' : 'neutral'}
            >
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{stop.city}</Typography>
          <Typography level="body-xs">{stop.time}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
