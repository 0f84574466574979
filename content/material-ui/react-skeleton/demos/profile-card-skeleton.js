import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ProfileCardSkeleton() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Button
        variant="outlined"
        onClick={() => setLoading((l) => !l)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {loading ? 'Show loaded content' : 'Show skeleton'}
      </Button>
      {/* aria-busy tells assistive technology the card's content is still coming. */}
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy={loading}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          {loading ? (
            <Skeleton variant="circular" width={40} height={40} />
          ) : (
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              R
            </Avatar>
          )}
          <Box sx={{ flexGrow: 1 }}>
            {loading ? (
              <>
                <Skeleton width="60%" />
                <Skeleton width="40%" />
              </>
            ) : (
              <>
                <Typography>Rosa Lindqvist</Typography>
                <Typography variant="body2" color="text.secondary">
                  Stockholm · joined 2021
                </Typography>
              </>
            )}
          </Box>
        </Box>
        {loading ? (
          <Skeleton variant="rounded" height={80} />
        ) : (
          <Typography variant="body2">
            Landscape architect working on urban green spaces. Currently mapping the
            city&apos;s street trees.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
