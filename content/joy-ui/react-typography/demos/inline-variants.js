import * as React from 'react';
import Typography from '@mui/joy/Typography';

export default function InlineVariants() {
  return (
    <Typography sx={{ maxWidth: 460 }}>
      Run{' '}
      <Typography
        variant="soft"
        color="neutral"
        sx={{ fontFamily: 'code', fontSize: 'sm' }}
      >
        npm run build
      </Typography>{' '}
      before deploying. Builds over{' '}
      <Typography variant="soft" color="warning">
        10 minutes
      </Typography>{' '}
      are cancelled, and a failed build keeps the{' '}
      <Typography variant="outlined" color="success">
        previous version
      </Typography>{' '}
      online.
    </Typography>
  );
}
