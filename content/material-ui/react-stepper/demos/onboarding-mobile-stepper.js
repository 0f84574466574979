import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  { title: 'Create a board', text: 'Boards hold the tasks of one project.' },
  { title: 'Invite people', text: 'Everyone on a board sees its tasks.' },
  { title: 'Set due dates', text: 'Tasks due today appear at the top.' },
];

export default function OnboardingMobileStepper() {
  const [step, setStep] = React.useState(0);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360, mx: 'auto' }}>
      <div role="region" aria-live="polite" aria-label="Tip">
        <Typography variant="h6" component="p" sx={{ px: 2, pt: 2 }}>
          {tips[step].title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ px: 2, pb: 2, minHeight: 48 }}
        >
          {tips[step].text}
        </Typography>
      </div>
      <MobileStepper
        variant="dots"
        steps={tips.length}
        position="static"
        activeStep={step}
        backButton={
          <Button
            size="small"
            onClick={() => setStep(step - 1)}
            disabled={step === 0}
            startIcon={<KeyboardArrowLeft />}
          >
            Back
          </Button>
        }
        nextButton={
          <Button
            size="small"
            onClick={() => setStep(step + 1)}
            disabled={step === tips.length - 1}
            endIcon={<KeyboardArrowRight />}
          >
            Next
          </Button>
        }
      />
    </Paper>
  );
}
