import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { CODEC_NUMBER } from '@toolpad/core';
import { useSessionStorageState } from '@toolpad/core/useSessionStorageState';

const steps = ['Company', 'Billing', 'Invite team'];

export default function StepInSessionStorage() {
  // sessionStorage lives as long as the tab: a reload keeps the step, a new tab starts over.
  const [step, setStep] = useSessionStorageState('toolpad-demo:onboarding-step', 0, {
    codec: CODEC_NUMBER,
  });
  const active = step ?? 0;
  return (
    <Stack spacing={2}>
      <Stepper activeStep={active}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={1}>
        <Button disabled={active === 0} onClick={() => setStep(active - 1)}>
          Back
        </Button>
        <Button
          variant="contained"
          onClick={() => setStep(active === steps.length - 1 ? 0 : active + 1)}
        >
          {active === steps.length - 1 ? 'Finish and restart' : 'Next'}
        </Button>
      </Stack>
    </Stack>
  );
}
