import * as React from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export default function DarkBannerSkeleton() {
  return (
    // On a dark surface the default grey is too faint: set bgcolor to a lighter shade.
    <Box
      sx={{ bgcolor: 'grey.900', p: 3, borderRadius: 2, maxWidth: 420 }}
      aria-busy="true"
      aria-label="Loading banner"
      role="region"
    >
      <Skeleton
        sx={{ bgcolor: 'grey.700' }}
        variant="rounded"
        width={120}
        height={24}
      />
      <Skeleton sx={{ bgcolor: 'grey.800', mt: 1 }} width="90%" />
      <Skeleton sx={{ bgcolor: 'grey.800' }} width="70%" />
    </Box>
  );
}
