import * as React from 'react';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const steps = [
  { title: 'Create your workspace', hint: 'Done on 3 March' },
  { title: 'Invite your team', hint: '2 of 5 invited' },
  { title: 'Connect a data source', hint: 'Postgres, BigQuery or CSV' },
];
const current = 1;

export default function VerticalOnboarding() {
  return (
    <Stepper
      orientation="vertical"
      sx={{ '--Stepper-verticalGap': '1.5rem', maxWidth: 360 }}
    >
      {steps.map((step, index) => (
        <Step
          key={step.title}
          active={index === current}
          completed={index < current}
          indicator={
            <StepIndicator
              variant={index <= current ? 'solid' : 'outlined'}
              color={index < current ? 'success' : 'primary'}
            >
              {index < current ? <Check /> : index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{step.title}</Typography>
          <Typography level="body-xs">{step.hint}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
