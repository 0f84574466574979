import * as React from 'react';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function CommentThreadSkeleton() {
  return (
    // Placeholders drawn from geometry alone: a circle for the avatar, text lines of
    // different widths, and small rectangles where the action buttons will be.
    <Stack spacing={3} sx={{ maxWidth: 420 }} role="group" aria-busy="true" aria-label="Loading comments">
      {[80, 55].map((width, index) => (
        <Box key={width} sx={{ display: 'flex', gap: 2, pl: index * 6 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" level="title-sm" sx={{ width: '35%' }} />
            <Skeleton variant="text" level="body-sm" />
            <Skeleton variant="text" level="body-sm" sx={{ width: `${width}%` }} />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Skeleton variant="rectangular" width={48} height={20} sx={{ borderRadius: 'sm' }} />
              <Skeleton variant="rectangular" width={48} height={20} sx={{ borderRadius: 'sm' }} />
            </Stack>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
