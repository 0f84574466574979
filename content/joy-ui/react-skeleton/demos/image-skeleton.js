import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function ImageSkeleton() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Card variant="outlined" sx={{ width: 300 }}>
      <AspectRatio ratio="16/9">
        {/* With `loading`, the skeleton covers its parent and hides what is under it. */}
        <Skeleton loading={loading} animation="wave">
          <div
            role="img"
            aria-label="Mountain lake"
            style={{ background: 'linear-gradient(180deg, #9cc3e6, #3d6b4f)' }}
          />
        </Skeleton>
      </AspectRatio>
      <Typography level="title-md">
        <Skeleton loading={loading}>Alpine lakes in autumn</Skeleton>
      </Typography>
      <Button size="sm" variant="outlined" onClick={() => setLoading((l) => !l)}>
        {loading ? 'Finish loading' : 'Reload'}
      </Button>
    </Card>
  );
}
