import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Address, Payment } from './cart';

export function Review({ address, payment }: { address: Address; payment: Payment }) {
  const digits = payment.cardNumber.replace(/\s+/g, '');
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <div>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          Shipping to
        </Typography>
        <Typography>
          {address.firstName} {address.lastName}
        </Typography>
        <Typography color="text.secondary">
          {[
            address.address1,
            address.address2,
            address.city,
            address.region,
            address.postalCode,
            address.country,
          ]
            .filter(Boolean)
            .join(', ')}
        </Typography>
      </div>
      <div>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          Paying with
        </Typography>
        <Typography>{payment.cardName}</Typography>
        <Typography color="text.secondary">
          Card ending in {digits.slice(-4)}, expires {payment.expiry}
        </Typography>
      </div>
    </Box>
  );
}
