import * as React from 'react';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InlineTextSkeleton() {
  const [loading, setLoading] = React.useState(true);
  const [wave, setWave] = React.useState(false);

  React.useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLoading(false), 2500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }} aria-busy={loading}>
        <Typography level="title-md">
          <Skeleton
            loading={loading}
            variant="inline"
            animation={wave ? 'wave' : 'pulse'}
          >
            Order #4821
          </Skeleton>
        </Typography>
        <Typography level="body-md">
          Ships on{' '}
          <Skeleton
            loading={loading}
            variant="inline"
            animation={wave ? 'wave' : 'pulse'}
          >
            Thursday, 14 March
          </Skeleton>{' '}
          to{' '}
          <Skeleton
            loading={loading}
            variant="inline"
            animation={wave ? 'wave' : 'pulse'}
          >
            12 Quay Street, Galway
          </Skeleton>
          .
        </Typography>
      </Sheet>
      <Stack direction="row" spacing={1}>
        <Button size="sm" onClick={() => setLoading(true)} disabled={loading}>
          Reload
        </Button>
        <Button size="sm" variant="outlined" onClick={() => setWave((w) => !w)}>
          Animation: {wave ? 'wave' : 'pulse'}
        </Button>
      </Stack>
    </Stack>
  );
}
