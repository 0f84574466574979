import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerFullBleed() {
  return (
    // The outer box stands in for the viewport; it clips what reaches past it.
    <Box sx={{ overflow: 'hidden', bgcolor: 'background.level1', py: 2 }}>
      <Box sx={{ maxWidth: 360, mx: 'auto', bgcolor: 'background.surface', p: 2 }}>
        <Typography level="title-md">Shipping policy</Typography>
        <Typography level="body-sm">Orders leave our warehouse within two working days.</Typography>
        {/* The line stays in the narrow column but paints out to the edges with a spread shadow. */}
        <Divider
          sx={{
            my: 2,
            boxShadow: '0 0 0 100vmax var(--Divider-lineColor)',
            clipPath: 'inset(0px -100vmax)',
          }}
        />
        <Typography level="title-md">Returns</Typography>
        <Typography level="body-sm">Send anything back within 30 days, free of charge.</Typography>
      </Box>
    </Box>
  );
}
