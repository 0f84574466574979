import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const steps = ['Ordered', 'Packed', 'Shipped', 'Delivered'];

export default function InvertedStepper() {
  return (
    // invertedColors recolors the indicators, labels and connectors for the solid banner.
    <Sheet
      invertedColors
      variant="solid"
      color="success"
      sx={{ p: 2.5, borderRadius: 'md', maxWidth: 520 }}
    >
      <Typography level="title-md" sx={{ mb: 2 }}>
        Order 5521 is on its way
      </Typography>
      <Stepper size="sm">
        {steps.map((label, index) => (
          <Step
            key={label}
            orientation="vertical"
            completed={index < 2}
            active={index === 2}
            indicator={
              <StepIndicator variant={index <= 2 ? 'solid' : 'outlined'}>
                {index < 2 ? <Check /> : index + 1}
              </StepIndicator>
            }
          >
            {label}
          </Step>
        ))}
      </Stepper>
    </Sheet>
  );
}
