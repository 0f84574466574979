import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepIcon from '@mui/material/StepIcon';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const sections = ['About you', 'Your team', 'Tools', 'Feedback'];

export default function SurveyStepper() {
  const [active, setActive] = React.useState(0);
  const [completed, setCompleted] = React.useState({});
  const count = Object.values(completed).filter(Boolean).length;

  return (
    <Box>
      <Stepper nonLinear activeStep={active}>
        {sections.map((label, index) => (
          <Step key={label} completed={completed[index] ?? false}>
            <StepButton onClick={() => setActive(index)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ my: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <StepIcon icon={active + 1} active completed={completed[active] ?? false} />
        {sections[active]}: {completed[active] ? 'answered' : 'not answered yet'} (
        {count} of {sections.length} done)
      </Typography>
      <Button
        variant="outlined"
        onClick={() => {
          setCompleted({ ...completed, [active]: true });
          setActive((active + 1) % sections.length);
        }}
      >
        Mark answered
      </Button>
    </Box>
  );
}
