import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

function LocalTime() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = new Date().toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Typography variant="h5" component="p">
      {time}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({zone})
      </Typography>
    </Typography>
  );
}

export default function LocalTimeCard() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 320 }}>
      <Typography variant="subtitle2" component="p">
        Your local time
      </Typography>
      <NoSsr fallback={<Skeleton variant="text" width={180} height={32} />}>
        <LocalTime />
      </NoSsr>
    </Paper>
  );
}
