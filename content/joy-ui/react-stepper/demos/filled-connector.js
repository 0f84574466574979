import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const steps = ['Upload', 'Crop', 'Filters', 'Publish'];

export default function FilledConnector() {
  const [active, setActive] = React.useState(1);

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      {/* The connector is each step's ::after. Coloring it on completed steps
          draws a progress line up to the current step. */}
      <Stepper
        sx={{
          '--Step-connectorThickness': '3px',
          [`& .${stepClasses.completed}::after`]: { bgcolor: 'primary.solidBg' },
        }}
      >
        {steps.map((label, index) => (
          <Step
            key={label}
            completed={index < active}
            active={index === active}
            orientation="vertical"
            indicator={
              <StepIndicator
                variant={index <= active ? 'solid' : 'outlined'}
                color={index <= active ? 'primary' : 'neutral'}
              >
                {index + 1}
              </StepIndicator>
            }
          >
            {label}
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="plain"
          color="neutral"
          disabled={active === 0}
          onClick={() => setActive((n) => n - 1)}
        >
          Back
        </Button>
        <Button
          disabled={active === steps.length - 1}
          onClick={() => setActive((n) => n + 1)}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
