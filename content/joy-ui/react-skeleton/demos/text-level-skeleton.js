import * as React from 'react';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TextLevelSkeleton() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 400 }}>
      <Button
        size="sm"
        variant="outlined"
        color="neutral"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setLoading((value) => !value)}
      >
        {loading ? 'Show content' : 'Show loading state'}
      </Button>
      {/* variant="text" with a level: the placeholder has the exact height of that text level. */}
      <Typography level="h4" component="p">
        {loading ? (
          <Skeleton variant="text" level="h4" width="60%" />
        ) : (
          'Quarterly review'
        )}
      </Typography>
      <Typography level="body-md">
        {loading ? (
          <React.Fragment>
            <Skeleton variant="text" level="body-md" />
            <Skeleton variant="text" level="body-md" width="80%" />
          </React.Fragment>
        ) : (
          'Revenue grew in every region. The full numbers, with a breakdown by product, are in the attached report.'
        )}
      </Typography>
    </Stack>
  );
}
