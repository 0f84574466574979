import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DelayedSpinner() {
  const [loading, setLoading] = React.useState(false);
  const [duration, setDuration] = React.useState(0);
  const timer = React.useRef();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const load = (ms) => {
    setDuration(ms);
    setLoading(true);
    timer.current = setTimeout(() => setLoading(false), ms);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={loading} onClick={() => load(300)}>
          Fast request
        </Button>
        <Button variant="outlined" disabled={loading} onClick={() => load(2500)}>
          Slow request
        </Button>
      </Stack>
      <Box sx={{ height: 40 }}>
        {/* The fade starts 800 ms late, so quick requests never flash a spinner. */}
        <Fade
          in={loading}
          style={{ transitionDelay: loading ? '800ms' : '0ms' }}
          unmountOnExit
        >
          <CircularProgress aria-label="Loading results" />
        </Fade>
      </Box>
      <Typography variant="body2" color="text.secondary" role="status">
        {loading ? `Loading (takes ${duration} ms)…` : 'Ready'}
      </Typography>
    </Stack>
  );
}
