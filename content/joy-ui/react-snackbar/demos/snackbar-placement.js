import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';

const notices = {
  uploaded: {
    text: 'report.pdf uploaded.',
    color: 'success',
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
  },
  failed: {
    text: 'photo.raw is over the 50 MB limit.',
    color: 'danger',
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
  },
};

export default function SnackbarPlacement() {
  const [current, setCurrent] = React.useState(null);

  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        color="success"
        onClick={() => setCurrent(notices.uploaded)}
      >
        Upload report.pdf
      </Button>
      <Button
        variant="outlined"
        color="danger"
        onClick={() => setCurrent(notices.failed)}
      >
        Upload photo.raw
      </Button>
      <Snackbar
        role={current?.color === 'danger' ? 'alert' : 'status'}
        open={current !== null}
        onClose={() => setCurrent(null)}
        autoHideDuration={4000}
        anchorOrigin={current?.anchorOrigin ?? notices.uploaded.anchorOrigin}
        color={current?.color}
        variant="soft"
        startDecorator={
          current?.color === 'danger' ? <ErrorRounded /> : <CheckCircleRounded />
        }
      >
        {current?.text}
      </Snackbar>
    </Stack>
  );
}
