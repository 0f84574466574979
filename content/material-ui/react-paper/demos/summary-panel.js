import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

const lines = [
  { label: 'Subtotal', amount: 84 },
  { label: 'Shipping', amount: 6 },
];

export default function SummaryPanel() {
  const [giftWrap, setGiftWrap] = React.useState(false);
  const total =
    lines.reduce((sum, line) => sum + line.amount, 0) + (giftWrap ? 4 : 0);

  return (
    // component="section" plus a labelled heading makes the panel a named region.
    <Paper
      component="section"
      aria-labelledby="summary-panel-title"
      elevation={2}
      sx={{ p: 2, maxWidth: 320 }}
    >
      <Typography id="summary-panel-title" variant="h6" component="h3" gutterBottom>
        Order summary
      </Typography>
      <Stack spacing={1}>
        {lines.map((line) => (
          <Stack
            key={line.label}
            direction="row"
            sx={{ justifyContent: 'space-between' }}
          >
            <Typography variant="body2">{line.label}</Typography>
            <Typography variant="body2">${line.amount.toFixed(2)}</Typography>
          </Stack>
        ))}
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={giftWrap}
              onChange={(event) => setGiftWrap(event.target.checked)}
            />
          }
          label="Gift wrap (+$4.00)"
        />
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>Total</Typography>
          <Typography sx={{ fontWeight: 700 }} aria-live="polite">
            ${total.toFixed(2)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
