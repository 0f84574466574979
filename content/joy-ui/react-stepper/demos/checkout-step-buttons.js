import * as React from 'react';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function CheckoutStepButtons() {
  const [active, setActive] = React.useState(1);

  return (
    <div>
      <Stepper sx={{ maxWidth: 520 }}>
        {steps.map((label, index) => (
          <Step
            key={label}
            indicator={
              <StepIndicator
                variant={active <= index ? 'soft' : 'solid'}
                color={active < index ? 'neutral' : 'primary'}
              >
                {index + 1}
              </StepIndicator>
            }
          >
            {/* StepButton: a real button over the step, for going back to any step. */}
            <StepButton
              onClick={() => setActive(index)}
              aria-current={active === index ? 'step' : undefined}
            >
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography level="body-sm" sx={{ mt: 2 }} aria-live="polite">
        Current step: {steps[active]}
      </Typography>
    </div>
  );
}
