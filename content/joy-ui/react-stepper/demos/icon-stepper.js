import * as React from 'react';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Verified from '@mui/icons-material/VerifiedOutlined';

const steps = [
  { label: 'Details', icon: <Description /> },
  { label: 'Documents', icon: <CloudUpload /> },
  { label: 'Review', icon: <Verified /> },
];

export default function IconStepper() {
  const active = 1;

  return (
    <Stepper
      size="lg"
      sx={{
        maxWidth: 520,
        '--StepIndicator-size': '2.75rem',
        '--Step-connectorInset': '0px',
      }}
    >
      {steps.map((step, index) => (
        // Icons in the indicators: a check for done steps, the step's own icon otherwise.
        <Step
          key={step.label}
          orientation="vertical"
          completed={index < active}
          active={index === active}
          indicator={
            <StepIndicator
              variant={index === active ? 'solid' : 'soft'}
              color={index <= active ? 'primary' : 'neutral'}
            >
              {index < active ? <Check /> : step.icon}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{step.label}</Typography>
          <Typography level="body-xs">
            {index < active ? 'Done' : index === active ? 'In progress' : 'Next'}
          </Typography>
        </Step>
      ))}
    </Stepper>
  );
}
