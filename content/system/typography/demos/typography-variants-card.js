import * as React from 'react';
import { Box } from '@mui/system';

// `typography` spreads a whole variant of theme.typography: size, weight, line height, letter spacing.
export default function TypographyVariantsCard() {
  return (
    <Box component="article" sx={{ maxWidth: 420 }}>
      <Box sx={{ typography: 'overline', color: 'text.secondary' }}>Case study</Box>
      <Box component="h3" sx={{ typography: 'h5', m: 0 }}>
        Cutting checkout time in half
      </Box>
      <Box
        component="p"
        sx={{ typography: 'subtitle1', color: 'text.secondary', mt: 0.5 }}
      >
        How a two-step form beat a single long page
      </Box>
      <Box component="p" sx={{ typography: 'body1', mb: 1 }}>
        We moved payment details to a second step and kept the basket visible
        throughout.
      </Box>
      <Box
        component="p"
        sx={{ typography: 'caption', color: 'text.secondary', m: 0 }}
      >
        6 minute read · Updated in May
      </Box>
    </Box>
  );
}
