import * as React from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const stages = ['Ordered', 'Packed', 'Shipped', 'Out for delivery', 'Delivered'];

export default function OrderTrackingStepper() {
  return (
    // A read-only tracker: alternativeLabel puts labels under the icons, so five fit in a row.
    <Stepper activeStep={2} alternativeLabel>
      {stages.map((stage) => (
        <Step key={stage}>
          <StepLabel>{stage}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
