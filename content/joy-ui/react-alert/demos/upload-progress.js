import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';

export default function UploadProgress() {
  const [progress, setProgress] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const id = setInterval(() => {
      setProgress((value) => {
        const next = Math.min(value + 12, 100);
        if (next === 100) {
          setRunning(false);
        }
        return next;
      });
    }, 300);
    return () => clearInterval(id);
  }, [running]);

  const done = progress === 100;

  return (
    // invertedColors: the progress bar and the button take shades made for this soft surface.
    <Alert
      variant="soft"
      color="primary"
      invertedColors
      startDecorator={<CloudUpload />}
      sx={{
        alignItems: 'flex-start',
        overflow: 'hidden',
        maxWidth: 440,
        pb: 2.5,
        position: 'relative',
      }}
      endDecorator={
        <Button
          size="sm"
          variant="solid"
          disabled={running}
          onClick={() => {
            setProgress(0);
            setRunning(true);
          }}
        >
          {done ? 'Upload again' : 'Upload'}
        </Button>
      }
    >
      <div>
        <Typography level="title-sm">photos-march.zip</Typography>
        <Typography level="body-md" aria-live="polite">
          {done
            ? 'Uploaded, 48 MB.'
            : running
              ? `Uploading… ${progress}%`
              : 'Ready to upload, 48 MB.'}
        </Typography>
      </div>
      <LinearProgress
        determinate
        value={progress}
        aria-label="Upload progress"
        sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, borderRadius: 0 }}
      />
    </Alert>
  );
}
