import * as React from 'react';
import { Box } from '@mui/system';

// One sx object: theme colours, spacing shorthands, and values that change with the breakpoint.
export default function UsageResponsiveStat() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'flex-start', md: 'center' },
        gap: { xs: 1, md: 3 },
        p: { xs: 2, md: 3 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        maxWidth: 560,
      }}
    >
      <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
        Monthly active users
      </Box>
      <Box
        sx={{
          color: 'text.primary',
          typography: { xs: 'h5', md: 'h4' },
          fontWeight: 'fontWeightMedium',
        }}
      >
        98.3k
      </Box>
      <Box
        component="span"
        sx={{ color: 'text.primary', fontWeight: 'bold', typography: 'body2' }}
      >
        +18.7% since last month
      </Box>
    </Box>
  );
}
