import * as React from 'react';
import { Box } from '@mui/system';

// fontSize and lineHeight are responsive like every system prop; letterSpacing tightens the large size.
export default function TypographyResponsiveHeading() {
  return (
    <Box component="header" sx={{ maxWidth: 520 }}>
      <Box
        component="h2"
        sx={{
          m: 0,
          fontSize: { xs: 28, sm: 36, md: 44 },
          lineHeight: { xs: 1.25, md: 1.1 },
          letterSpacing: { xs: 0, md: '-0.02em' },
          fontWeight: 'fontWeightBold',
        }}
      >
        Ship accessible interfaces faster
      </Box>
      <Box
        component="p"
        sx={{
          mt: 1,
          mb: 0,
          fontSize: { xs: 16, md: 18 },
          color: 'text.secondary',
          lineHeight: 1.6,
        }}
      >
        Resize the window: the heading grows at each breakpoint and its lines tighten
        as it does.
      </Box>
    </Box>
  );
}
