import * as React from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

import Description from '@mui/icons-material/Description';
import RateReview from '@mui/icons-material/RateReview';
import Publish from '@mui/icons-material/Publish';

// A thick connector that fills in as steps complete.
const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: { top: 20 },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: theme.palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
    { backgroundColor: theme.palette.primary.main },
}));

const icons = {
  1: <Description />,
  2: <RateReview />,
  3: <Publish />,
};

// StepIconComponent receives active, completed and the step number as `icon`.
function RoundIcon({ active, completed, icon }) {
  const on = active || completed;
  return (
    <Box
      sx={{
        width: 44,
        height: 44,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: on ? 'primary.main' : 'action.disabledBackground',
        color: on ? 'primary.contrastText' : 'text.secondary',
        boxShadow: active ? 4 : 0,
      }}
    >
      {icons[Number(icon)]}
    </Box>
  );
}

const steps = ['Draft', 'Review', 'Publish'];

export default function CustomIconStepper() {
  return (
    <Stepper alternativeLabel activeStep={1} connector={<ThickConnector />}>
      {steps.map((label) => (
        <Step key={label}>
          <StepLabel StepIconComponent={RoundIcon}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
