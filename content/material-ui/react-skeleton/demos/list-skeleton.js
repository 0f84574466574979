import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ListSkeleton() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ width: 220 }}>
        <Typography variant="body2">Pulse (default)</Typography>
        {/* A skeleton with a text child takes the child's size. */}
        <Typography variant="h5" component="div">
          <Skeleton />
        </Typography>
        <Skeleton variant="rectangular" height={96} />
      </Stack>
      <Stack spacing={1} sx={{ width: 220 }}>
        <Typography variant="body2">Wave</Typography>
        <Typography variant="h5" component="div">
          <Skeleton animation="wave" />
        </Typography>
        <Skeleton animation="wave" variant="rectangular" height={96} />
      </Stack>
      <Stack spacing={1} sx={{ width: 220 }}>
        <Typography variant="body2">No animation</Typography>
        <Typography variant="h5" component="div">
          <Skeleton animation={false} />
        </Typography>
        <Skeleton animation={false} variant="rectangular" height={96} />
      </Stack>
    </Stack>
  );
}
