import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Roboto Mono is loaded for this page only (its frontmatter lists the stylesheet).
const MONO = '"Roboto Mono", monospace';

const payments = [
  { label: 'Hosting', amount: 1249.5 },
  { label: 'Domain renewal', amount: 18 },
  { label: 'Error tracking', amount: 311.25 },
];

const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const total = payments.reduce((sum, payment) => sum + payment.amount, 0);

export default function MonospaceFigures() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 320 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        March invoice
      </Typography>
      <Stack spacing={0.5}>
        {[...payments, { label: 'Total', amount: total }].map(
          ({ label, amount }) => (
            <Stack key={label} direction="row" justifyContent="space-between">
              <Typography
                variant="body2"
                sx={{ fontWeight: label === 'Total' ? 600 : undefined }}
              >
                {label}
              </Typography>
              {/* Every digit has the same width, so the amounts line up at the decimal point. */}
              <Typography variant="body2" sx={{ fontFamily: MONO }}>
                {euros.format(amount)}
              </Typography>
            </Stack>
          ),
        )}
      </Stack>
    </Paper>
  );
}
