import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function WaveAnimation() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
      {['pulse', 'wave'].map((animation) => (
        // animation: "pulse" (the default) or "wave"; aria-busy tells assistive technology the card is loading.
        <Card
          key={animation}
          variant="outlined"
          sx={{ width: 200 }}
          aria-busy="true"
        >
          <AspectRatio ratio="16/9">
            <Skeleton animation={animation} variant="overlay" />
          </AspectRatio>
          <Skeleton
            animation={animation}
            variant="text"
            level="title-md"
            width="70%"
          />
          <Skeleton animation={animation} variant="text" level="body-sm" />
        </Card>
      ))}
    </Stack>
  );
}
