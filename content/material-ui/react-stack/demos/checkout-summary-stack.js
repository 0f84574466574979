import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const lines = [
  ['Subtotal', '€58.00'],
  ['Shipping', '€4.90'],
  ['VAT', '€2.00'],
];

export default function CheckoutSummaryStack() {
  return (
    // A column (the default direction) with spacing 1 = 8 px between rows.
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 300 }}>
      <Stack spacing={1}>
        {lines.map(([label, amount]) => (
          <Stack
            key={label}
            direction="row"
            sx={{ justifyContent: 'space-between' }}
          >
            <Typography variant="body2">{label}</Typography>
            <Typography variant="body2">{amount}</Typography>
          </Stack>
        ))}
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="p">
            Total
          </Typography>
          <Typography variant="subtitle1" component="p">
            €64.90
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
