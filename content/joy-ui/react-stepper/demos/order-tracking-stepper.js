import * as React from 'react';
import Button from '@mui/joy/Button';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';

const stages = [
  { title: 'Ordered', detail: 'Mon 3 Jun, 09:12' },
  { title: 'Packed', detail: 'Mon 3 Jun, 16:40 · Leeds warehouse' },
  { title: 'Shipped', detail: 'Tue 4 Jun · Tracking RX0041' },
  { title: 'Delivered', detail: 'Expected Thu 6 Jun' },
];

export default function OrderTrackingStepper() {
  const [reached, setReached] = React.useState(2);

  return (
    <div>
      <Stepper
        orientation="vertical"
        sx={{ '--Step-connectorThickness': '3px', maxWidth: 360 }}
      >
        {stages.map((stage, index) => (
          <Step
            key={stage.title}
            completed={index < reached}
            active={index === reached}
            aria-current={index === reached ? 'step' : undefined}
            indicator={
              <StepIndicator
                variant={index <= reached ? 'solid' : 'outlined'}
                color={index <= reached ? 'primary' : 'neutral'}
              >
                {index === reached ? <LocalShippingOutlined /> : index + 1}
              </StepIndicator>
            }
          >
            <Typography level="title-sm">
              {stage.title}
              {index < reached ? ' (done)' : ''}
            </Typography>
            <Typography level="body-xs">{stage.detail}</Typography>
          </Step>
        ))}
      </Stepper>
      <Button
        size="sm"
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => setReached((r) => (r + 1) % stages.length)}
      >
        Simulate next scan
      </Button>
    </div>
  );
}
