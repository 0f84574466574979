import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LoadingGroup() {
  const [syncing, setSyncing] = React.useState(false);
  const timer = React.useRef();
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const sync = () => {
    setSyncing(true);
    timer.current = setTimeout(() => setSyncing(false), 2000);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="outlined" aria-label="Repository actions">
        <Button>Pull</Button>
        {/* LoadingButton (from @mui/lab) fits in a group like any Button. */}
        <LoadingButton loading={syncing} onClick={sync}>
          Sync
        </LoadingButton>
        <Button>Push</Button>
      </ButtonGroup>
      <Typography variant="body2" role="status" color="text.secondary">
        {syncing ? 'Syncing…' : ''}
      </Typography>
    </Stack>
  );
}
