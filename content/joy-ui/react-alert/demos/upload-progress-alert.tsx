import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';

export default function UploadProgressAlert() {
  const [progress, setProgress] = React.useState(35);

  React.useEffect(() => {
    if (progress >= 100) return undefined;
    const timer = window.setTimeout(() => setProgress((p) => Math.min(100, p + 5)), 400);
    return () => window.clearTimeout(timer);
  }, [progress]);

  const done = progress >= 100;
  return (
    <Alert
      variant="soft"
      color={done ? 'success' : 'primary'}
      invertedColors
      startDecorator={<CloudUpload />}
      endDecorator={
        done ? (
          <Button size="sm" variant="outlined" onClick={() => setProgress(0)}>
            Upload again
          </Button>
        ) : null
      }
      sx={{ alignItems: 'flex-start', maxWidth: 480, overflow: 'hidden', position: 'relative', pb: 2 }}
    >
      <div style={{ flex: 1 }}>
        <Typography level="title-sm">{done ? 'Upload complete' : 'Uploading report.pdf'}</Typography>
        <Typography level="body-sm" aria-live="polite">
          {done ? 'report.pdf is ready to share.' : `${progress}%`}
        </Typography>
      </div>
      {/* Pinned to the alert's bottom edge. */}
      <LinearProgress
        variant="soft"
        determinate
        value={progress}
        aria-label="Upload progress"
        sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, borderRadius: 0 }}
      />
    </Alert>
  );
}
