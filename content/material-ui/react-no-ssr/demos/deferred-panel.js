import * as React from 'react';
import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function ScreenFacts() {
  return (
    <Typography>
      Screen {window.screen.width}×{window.screen.height}, pixel ratio{' '}
      {window.devicePixelRatio}
    </Typography>
  );
}

export default function DeferredPanel() {
  const [key, setKey] = React.useState(0);

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="outlined" size="small" onClick={() => setKey(key + 1)}>
        Remount ({key})
      </Button>
      <div aria-live="polite">
        <NoSsr
          key={key}
          defer
          fallback={<Typography color="text.secondary">Measuring…</Typography>}
        >
          <ScreenFacts />
        </NoSsr>
      </div>
    </Stack>
  );
}
