import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function UploadProgress() {
  const [progress, setProgress] = React.useState(null);
  const timer = React.useRef();

  React.useEffect(() => () => clearInterval(timer.current), []);

  // Simulated: a real upload would read progress events from the request.
  const start = () => {
    setProgress(0);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setProgress((current) => {
        const next = Math.min((current ?? 0) + 10, 100);
        if (next === 100) clearInterval(timer.current);
        return next;
      });
    }, 300);
  };

  const running = progress !== null && progress < 100;

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Button
        variant="contained"
        onClick={start}
        disabled={running}
        sx={{ alignSelf: 'flex-start' }}
      >
        {progress === 100 ? 'Upload again' : 'Upload photos'}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={progress ?? 0}
          aria-label="Upload progress"
          sx={{ flexGrow: 1 }}
        />
        <Typography variant="body2" sx={{ minWidth: 40 }}>
          {progress ?? 0}%
        </Typography>
      </Box>
      <Typography variant="body2" role="status">
        {progress === 100 ? 'Upload complete.' : ''}
      </Typography>
    </Stack>
  );
}
