import * as React from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function CommentFeedPulse() {
  return (
    // pulse (the default) fades the whole shape in and out: calm, good for long lists.
    <Stack
      spacing={2}
      sx={{ maxWidth: 420 }}
      aria-busy="true"
      aria-label="Loading comments"
      role="region"
    >
      {[0, 1, 2].map((row) => (
        <Stack key={row} direction="row" spacing={1.5}>
          <Skeleton variant="circular" width={36} height={36} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton width="35%" />
            <Skeleton />
            <Skeleton width="80%" />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
