import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function UploadProgress() {
  const [progress, setProgress] = React.useState(null);
  const done = progress === 100;

  React.useEffect(() => {
    if (progress === null || done) {
      return undefined;
    }
    const timer = setTimeout(
      () => setProgress((value) => Math.min(100, (value ?? 0) + 20)),
      400,
    );
    return () => clearTimeout(timer);
  }, [progress, done]);

  return (
    <React.Fragment>
      <Button disabled={progress !== null && !done} onClick={() => setProgress(0)}>
        Upload 5 photos
      </Button>
      {/* No autoHideDuration while the upload runs; once it is done the snackbar
          closes itself after three seconds. */}
      <Snackbar
        role="status"
        variant="soft"
        color={done ? 'success' : 'neutral'}
        open={progress !== null}
        autoHideDuration={done ? 3000 : null}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setProgress(null);
          }
        }}
        sx={{ minWidth: 280 }}
      >
        <Stack spacing={1} sx={{ width: '100%' }}>
          <Typography level="body-sm">
            {done ? 'All 5 photos uploaded.' : `Uploading… ${progress ?? 0}%`}
          </Typography>
          <LinearProgress
            determinate
            value={progress ?? 0}
            aria-label="Upload progress"
          />
        </Stack>
      </Snackbar>
    </React.Fragment>
  );
}
