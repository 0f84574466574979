import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Cart', 'Payment', 'Confirmation'];

export default function PaymentErrorStepper() {
  const [declined, setDeclined] = React.useState(true);
  return (
    <Stack spacing={2}>
      <Stepper activeStep={1}>
        {steps.map((label, index) => {
          const failed = index === 1 && declined;
          return (
            <Step key={label}>
              {/* error turns the icon and label red; the optional line says why. */}
              <StepLabel
                error={failed}
                optional={
                  failed ? (
                    <Typography variant="caption" color="error">
                      Card declined
                    </Typography>
                  ) : null
                }
              >
                {label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      <Button
        variant="outlined"
        onClick={() => setDeclined((d) => !d)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {declined ? 'Try another card' : 'Simulate a decline'}
      </Button>
    </Stack>
  );
}
