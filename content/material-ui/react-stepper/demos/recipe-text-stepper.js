import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const instructions = [
  'Whisk two eggs with a pinch of salt.',
  'Melt butter in a pan over low heat.',
  'Pour in the eggs and stir slowly.',
  'Take off the heat while still glossy.',
];

export default function RecipeTextStepper() {
  const [step, setStep] = React.useState(0);
  return (
    <Box sx={{ maxWidth: 400 }}>
      <Typography
        sx={{ minHeight: 56, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
        aria-live="polite"
      >
        {instructions[step]}
      </Typography>
      {/* variant="text" shows "2 / 4" between the buttons. */}
      <MobileStepper
        variant="text"
        steps={instructions.length}
        position="static"
        activeStep={step}
        nextButton={
          <Button
            size="small"
            onClick={() => setStep((s) => s + 1)}
            disabled={step === instructions.length - 1}
          >
            Next
            <KeyboardArrowRight />
          </Button>
        }
        backButton={
          <Button
            size="small"
            onClick={() => setStep((s) => s - 1)}
            disabled={step === 0}
          >
            <KeyboardArrowLeft />
            Back
          </Button>
        }
      />
    </Box>
  );
}
