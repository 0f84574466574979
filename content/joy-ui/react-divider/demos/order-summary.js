import * as React from 'react';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const lines = [
  { label: 'Keyboard', amount: 89 },
  { label: 'Wrist rest', amount: 19 },
];

const euros = (value) => `${value.toFixed(2)} €`;

export default function OrderSummary() {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const shipping = 4.9;
  return (
    <Card variant="outlined" sx={{ maxWidth: 340 }}>
      <Typography level="title-md">Order summary</Typography>
      <Divider inset="context" />
      {lines.map((line) => (
        <Stack
          key={line.label}
          direction="row"
          sx={{ justifyContent: 'space-between' }}
        >
          <Typography level="body-sm">{line.label}</Typography>
          <Typography level="body-sm">{euros(line.amount)}</Typography>
        </Stack>
      ))}
      <Divider>
        <Typography level="body-xs">Shipping</Typography>
      </Divider>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography level="body-sm">Standard, 3 days</Typography>
        <Typography level="body-sm">{euros(shipping)}</Typography>
      </Stack>
      <Divider sx={{ '--Divider-thickness': '2px' }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography level="title-sm">Total</Typography>
        <Typography level="title-sm">{euros(subtotal + shipping)}</Typography>
      </Stack>
    </Card>
  );
}
