import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const TOTAL_MB = 48;

export default function UploadRing() {
  const [sent, setSent] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setSent((current) => {
        const next = Math.min(TOTAL_MB, current + 4);
        if (next === TOTAL_MB) setRunning(false);
        return next;
      });
    }, 300);
    return () => clearInterval(timer);
  }, [running]);

  const percent = Math.round((sent / TOTAL_MB) * 100);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={percent}
        size="lg"
        color={percent === 100 ? 'success' : 'primary'}
        aria-label="Upload of site-photos.zip"
      >
        <Typography level="body-xs">{percent}%</Typography>
      </CircularProgress>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography level="title-sm">site-photos.zip</Typography>
        <Typography level="body-sm">
          {sent} of {TOTAL_MB} MB {percent === 100 ? '(done)' : ''}
        </Typography>
        <Button
          size="sm"
          variant="outlined"
          disabled={running}
          onClick={() => {
            setSent(0);
            setRunning(true);
          }}
        >
          {percent === 100 ? 'Upload again' : 'Start upload'}
        </Button>
      </Stack>
    </Stack>
  );
}
