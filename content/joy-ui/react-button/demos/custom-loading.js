import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Send from '@mui/icons-material/Send';

export default function CustomLoading() {
  const [busy, setBusy] = React.useState(null);
  const run = (name) => {
    setBusy(name);
    window.setTimeout(() => setBusy(null), 1500);
  };

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        loading={busy === 'text'}
        loadingIndicator="Saving…"
        onClick={() => run('text')}
        sx={{ minWidth: 110 }}
      >
        Save draft
      </Button>
      <Button
        endDecorator={<Send />}
        loading={busy === 'end'}
        loadingPosition="end"
        variant="soft"
        onClick={() => run('end')}
      >
        Send
      </Button>
      <Button
        variant="outlined"
        loading={busy === 'ring'}
        loadingIndicator={
          <CircularProgress size="sm" variant="plain" thickness={2} />
        }
        onClick={() => run('ring')}
      >
        Sync now
      </Button>
    </Stack>
  );
}
