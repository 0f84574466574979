import * as React from 'react';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';

export default function FailedStep() {
  return (
    // A failed step takes the danger color and says why in its content;
    // the steps after it stay neutral and disabled.
    <Stepper orientation="vertical" sx={{ maxWidth: 360 }}>
      <Step
        completed
        indicator={
          <StepIndicator variant="solid" color="success">
            <Check />
          </StepIndicator>
        }
      >
        Install dependencies
      </Step>
      <Step
        active
        indicator={
          <StepIndicator variant="solid" color="danger">
            <Close />
          </StepIndicator>
        }
      >
        <div>
          <Typography level="title-sm" color="danger">
            Run tests
          </Typography>
          <Typography level="body-sm">3 of 212 tests failed in checkout.spec.ts.</Typography>
        </div>
      </Step>
      <Step disabled indicator={<StepIndicator>3</StepIndicator>}>
        Deploy to staging
      </Step>
    </Stepper>
  );
}
