import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function VerticalSetupStepper() {
  const [active, setActive] = React.useState(0);
  const [name, setName] = React.useState('');
  const [team, setTeam] = React.useState('');
  const next = () => setActive((step) => step + 1);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stepper activeStep={active} orientation="vertical">
        <Step>
          <StepLabel>Your name</StepLabel>
          <StepContent>
            <TextField
              label="Full name"
              size="small"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Box sx={{ mt: 1 }}>
              <Button
                variant="contained"
                size="small"
                disabled={!name}
                onClick={next}
              >
                Continue
              </Button>
            </Box>
          </StepContent>
        </Step>
        <Step>
          <StepLabel>Team</StepLabel>
          <StepContent>
            <TextField
              label="Team name"
              size="small"
              value={team}
              onChange={(e) => setTeam(e.target.value)}
            />
            <Box sx={{ mt: 1, display: 'flex', gap: 1 }}>
              <Button size="small" onClick={() => setActive(0)}>
                Back
              </Button>
              <Button
                variant="contained"
                size="small"
                disabled={!team}
                onClick={next}
              >
                Finish
              </Button>
            </Box>
          </StepContent>
        </Step>
      </Stepper>
      {active === 2 && (
        <Typography sx={{ mt: 2 }}>
          Welcome, {name}. The team {team} is ready.{' '}
          <Button size="small" onClick={() => setActive(0)}>
            Edit
          </Button>
        </Typography>
      )}
    </Box>
  );
}
