import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Check from '@mui/icons-material/Check';

const colors = ['primary', 'success', 'warning', 'danger', 'neutral'] as const;

export default function IndicatorStates() {
  return (
    // One convention, in every color: solid with a check for done,
    // outlined for the current step, soft for what is ahead.
    <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
      {colors.map((color) => (
        <Stepper key={color} size="sm" aria-label={`${color} stepper`}>
          <Step
            completed
            indicator={
              <StepIndicator variant="solid" color={color}>
                <Check />
              </StepIndicator>
            }
          >
            Done
          </Step>
          <Step
            active
            indicator={
              <StepIndicator variant="outlined" color={color}>
                2
              </StepIndicator>
            }
          >
            Current
          </Step>
          <Step
            indicator={
              <StepIndicator variant="soft" color={color}>
                3
              </StepIndicator>
            }
          >
            Next
          </Step>
        </Stepper>
      ))}
    </Stack>
  );
}
