import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepConnector from '@mui/material/StepConnector';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Cart', 'Shipping', 'Gift wrap', 'Payment'];
const OPTIONAL = 2;

export default function CheckoutStepper() {
  const [active, setActive] = React.useState(0);
  const done = active === steps.length;

  return (
    <Box>
      <Stepper
        activeStep={active}
        connector={
          <StepConnector
            sx={{ '& .MuiStepConnector-line': { borderTopWidth: 3 } }}
          />
        }
      >
        {steps.map((label, index) => (
          <Step key={label}>
            <StepLabel
              optional={
                index === OPTIONAL ? (
                  <Typography variant="caption">Optional</Typography>
                ) : null
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ my: 2 }}>
        {done
          ? 'Order placed. A receipt is on its way.'
          : `Step ${active + 1} of ${steps.length}: ${steps[active]}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          disabled={active === 0 || done}
          onClick={() => setActive(active - 1)}
        >
          Back
        </Button>
        {active === OPTIONAL && (
          <Button onClick={() => setActive(active + 1)} color="secondary">
            Skip
          </Button>
        )}
        <Button variant="contained" onClick={() => setActive(done ? 0 : active + 1)}>
          {done
            ? 'Start over'
            : active === steps.length - 1
              ? 'Place order'
              : 'Next'}
        </Button>
      </Box>
    </Box>
  );
}
