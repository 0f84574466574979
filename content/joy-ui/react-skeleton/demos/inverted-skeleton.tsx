import * as React from 'react';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function InvertedSkeleton() {
  return (
    // Inside a solid card with invertedColors, the skeleton's fill follows the inverted
    // palette, so the placeholders show up on the dark surface.
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
      {(['primary', 'neutral'] as const).map((color) => (
        <Card key={color} variant="solid" color={color} invertedColors sx={{ width: 220 }} role="group" aria-busy="true" aria-label="Loading plan">
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="text" level="title-lg" sx={{ width: '60%' }} />
          <Skeleton variant="text" level="body-sm" />
          <Skeleton variant="rectangular" height={32} sx={{ borderRadius: 'sm' }} />
        </Card>
      ))}
    </Stack>
  );
}
