import * as React from 'react';
import { Box } from '@mui/system';

// A product label mixing weight, style, transform, spacing and a monospace family.
export default function TypographyProductLabel() {
  return (
    <Box
      sx={{
        display: 'inline-block',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          textTransform: 'uppercase',
          letterSpacing: '0.12em',
          fontSize: 12,
          fontWeight: 'fontWeightMedium',
          color: 'text.secondary',
        }}
      >
        New arrival
      </Box>
      <Box component="p" sx={{ m: 0, fontSize: 20, fontWeight: 'fontWeightBold' }}>
        Merino crew sweater
      </Box>
      <Box component="p" sx={{ m: 0, fontStyle: 'italic', color: 'text.secondary' }}>
        Knitted in Portugal
      </Box>
      <Box
        component="p"
        sx={{ mt: 1, mb: 0, fontFamily: 'monospace', fontSize: 13 }}
      >
        SKU MER-CREW-042
      </Box>
    </Box>
  );
}
