import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = [
  { title: 'Company details', field: 'Registered name' },
  { title: 'Tax information', field: 'VAT number' },
  { title: 'Bank account', field: 'IBAN' },
];

export default function VerticalWizard() {
  const [active, setActive] = React.useState(0);

  return (
    // In a vertical stepper, a step's children can hold the step's form,
    // shown only while it is active.
    <div>
    <Stepper orientation="vertical" sx={{ maxWidth: 400, '--Stepper-verticalGap': '1rem' }}>
      {steps.map((step, index) => (
        <Step
          key={step.title}
          completed={index < active}
          active={index === active}
          indicator={
            <StepIndicator variant={index <= active ? 'solid' : 'soft'} color={index <= active ? 'primary' : 'neutral'}>
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{step.title}</Typography>
          {index === active && (
            <Stack spacing={1.5} sx={{ mt: 1 }}>
              <FormControl size="sm">
                <FormLabel>{step.field}</FormLabel>
                <Input />
              </FormControl>
              <Stack direction="row" spacing={1}>
                <Button size="sm" onClick={() => setActive((n) => n + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                {index > 0 && (
                  <Button size="sm" variant="plain" color="neutral" onClick={() => setActive((n) => n - 1)}>
                    Back
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
        </Step>
      ))}
    </Stepper>
      <Typography level="body-sm" aria-live="polite" sx={{ mt: 2 }}>
        {active === steps.length ? 'All set. We will verify the details within two working days.' : ''}
      </Typography>
    </div>
  );
}
