import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LoadingStates() {
  const [loading, setLoading] = React.useState(false);
  const [result, setResult] = React.useState('');
  const timer = React.useRef();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setLoading(true);
    setResult('');
    timer.current = setTimeout(() => {
      setLoading(false);
      setResult('Prices refreshed just now.');
    }, 2000);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={refresh} disabled={loading}>
          Refresh prices
        </Button>
        {/* Indeterminate: we do not know how long it will take. */}
        {loading ? (
          <CircularProgress size={24} aria-label="Refreshing prices" />
        ) : null}
        <Typography variant="body2" role="status">
          {result}
        </Typography>
      </Stack>
      <Box>
        <Typography variant="body2" gutterBottom>
          Syncing mailbox
        </Typography>
        <LinearProgress aria-label="Syncing mailbox" color="secondary" />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress
          variant="determinate"
          value={75}
          aria-label="Storage used"
        />
        <Typography variant="body2">75% of your storage is used</Typography>
      </Stack>
    </Stack>
  );
}
