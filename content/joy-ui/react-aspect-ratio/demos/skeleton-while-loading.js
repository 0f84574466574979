import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#fed7aa"/><circle cx="200" cy="170" r="80" fill="#c2410c"/><rect y="230" width="400" height="70" fill="#1e293b"/></svg>',
  );

export default function SkeletonWhileLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 280 }}>
      {/* The ratio reserves the space, so nothing moves when the image replaces the skeleton. */}
      <AspectRatio ratio="4/3" sx={{ borderRadius: 'md' }}>
        <Skeleton loading={loading} variant="overlay">
          <img src={photo} alt="Sunset over the sea" />
        </Skeleton>
      </AspectRatio>
      <Typography level="title-sm">
        <Skeleton loading={loading}>Sunset at Porto Covo</Skeleton>
      </Typography>
      <Button
        size="sm"
        variant="outlined"
        onClick={() => setLoading((value) => !value)}
      >
        {loading ? 'Finish loading' : 'Show loading state'}
      </Button>
    </Stack>
  );
}
