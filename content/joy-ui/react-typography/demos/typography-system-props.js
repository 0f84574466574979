import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographySystemProps() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      {/* System props: shorthand for one-off spacing and text styles, same values as sx. */}
      <Typography
        level="body-xs"
        textTransform="uppercase"
        letterSpacing="md"
        mb={0.5}
      >
        Case study
      </Typography>
      <Typography level="h3" mb={1} textColor="primary.plainColor">
        Halving checkout time
      </Typography>
      <Typography
        level="body-md"
        textAlign={{ xs: 'left', sm: 'justify' }}
        lineHeight="lg"
      >
        A single-page checkout with saved addresses cut the median time to pay from
        94 to 41 seconds.
      </Typography>
    </Box>
  );
}
