import * as React from 'react';
import { Box } from '@mui/system';

// The row centres its items; alignSelf pins the price to the top and the badge to the bottom.
export default function FlexboxAlignSelfCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        height: 96,
        maxWidth: 440,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 56,
          height: 56,
          flexShrink: 0,
          borderRadius: 1,
          bgcolor: 'secondary.main',
        }}
      />
      <Box sx={{ flexGrow: 1 }}>
        <Box sx={{ fontWeight: 'bold' }}>Linen shirt</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Size M · Sand
        </Box>
      </Box>
      <Box sx={{ alignSelf: 'flex-start', fontWeight: 'bold' }}>$59</Box>
      <Box
        sx={{
          alignSelf: 'flex-end',
          typography: 'caption',
          color: 'text.secondary',
        }}
      >
        In stock
      </Box>
    </Box>
  );
}
