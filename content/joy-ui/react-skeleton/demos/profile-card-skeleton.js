import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function ProfileCardSkeleton() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
      >
        Loading
      </Typography>
      <Card variant="outlined" aria-busy={loading}>
        <AspectRatio ratio="21/9">
          <Skeleton loading={loading} variant="overlay">
            <div
              style={{ background: 'linear-gradient(135deg, #9ec5ff, #2f6fd6)' }}
            />
          </Skeleton>
        </AspectRatio>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar alt="Rosa Ibáñez">
            RI
            <Skeleton loading={loading} />
          </Avatar>
          <div>
            <Typography level="title-md">
              <Skeleton loading={loading}>Rosa Ibáñez</Skeleton>
            </Typography>
            <Typography level="body-sm">
              <Skeleton loading={loading}>Field botanist, Valencia</Skeleton>
            </Typography>
          </div>
        </Stack>
        {loading ? (
          <Skeleton variant="text" level="body-sm" sx={{ width: '80%' }} />
        ) : (
          <Typography level="body-sm">Maps orchids along the coast.</Typography>
        )}
      </Card>
    </Stack>
  );
}
