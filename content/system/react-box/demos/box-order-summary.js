import * as React from 'react';
import { Box } from '@mui/system';

const lines = [
  { item: 'Merino sweater', price: 89 },
  { item: 'Wool socks (2 pairs)', price: 24 },
  { item: 'Shipping', price: 0 },
];

export default function BoxOrderSummary() {
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  return (
    <Box
      component="section"
      aria-labelledby="box-order-summary-title"
      sx={{
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        component="h3"
        id="box-order-summary-title"
        sx={{ m: 0, mb: 1.5, typography: 'h6' }}
      >
        Order summary
      </Box>
      {lines.map((line) => (
        <Box
          key={line.item}
          sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}
        >
          <span>{line.item}</span>
          <span>{line.price === 0 ? 'Free' : `$${line.price}`}</span>
        </Box>
      ))}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          mt: 1.5,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          fontWeight: 'fontWeightBold',
        }}
      >
        <span>Total</span>
        <span>${total}</span>
      </Box>
    </Box>
  );
}
