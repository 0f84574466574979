import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

export default function StepperSizes() {
  return (
    <Stack spacing={3}>
      {['sm', 'md', 'lg'].map((size) => (
        <Stepper key={size} size={size} aria-label={`Steps, size ${size}`}>
          {['Upload', 'Process', 'Publish'].map((label, index) => (
            <Step
              key={label}
              orientation="vertical"
              indicator={
                <StepIndicator
                  variant={index === 0 ? 'solid' : 'outlined'}
                  color="primary"
                >
                  {index + 1}
                </StepIndicator>
              }
            >
              {label}
            </Step>
          ))}
        </Stepper>
      ))}
    </Stack>
  );
}
