import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function OrderSummaryCard() {
  const [step, setStep] = React.useState(1);
  const [tracking, setTracking] = React.useState(false);
  const steps = ['Ordered', 'Packed', 'Shipped', 'Delivered'];

  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
            Order #4821
          </Typography>
          <Chip label="Express" color="secondary" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Status: {steps[step]}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(step / (steps.length - 1)) * 100}
          aria-label="Delivery progress"
          sx={{ my: 2 }}
        />
        <Link
          component="button"
          underline="always"
          onClick={() => setTracking((t) => !t)}
        >
          {tracking ? 'Hide tracking number' : 'Show tracking number'}
        </Link>
        {tracking ? (
          <Typography variant="body2">Tracking number: FR 2024 8831 0042</Typography>
        ) : null}
      </CardContent>
      <CardActions>
        <Button onClick={() => setStep(0)} disabled={step === 0}>
          Restart
        </Button>
        <Button
          variant="contained"
          onClick={() => setStep((s) => Math.min(s + 1, steps.length - 1))}
          disabled={step === steps.length - 1}
        >
          Next status
        </Button>
      </CardActions>
    </Card>
  );
}
