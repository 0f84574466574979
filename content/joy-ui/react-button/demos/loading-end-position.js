import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import ArrowForward from '@mui/icons-material/ArrowForward';

export default function LoadingEndPosition() {
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Stack direction="row" spacing={2}>
      {/* loadingPosition="end" replaces the end decorator with the spinner, where the arrow was. */}
      <Button
        endDecorator={<ArrowForward />}
        loading={loading}
        loadingPosition="end"
        loadingIndicator={
          <CircularProgress size="sm" aria-label="Loading the next step" />
        }
        onClick={() => {
          setLoading(true);
          timer.current = setTimeout(() => setLoading(false), 1500);
        }}
      >
        Next step
      </Button>
      {/* A custom loadingIndicator: the spinner gets a name, since the label is hidden under it. */}
      <Button
        variant="soft"
        color="neutral"
        loading
        loadingPosition="center"
        loadingIndicator={
          <CircularProgress size="sm" color="neutral" aria-label="Syncing" />
        }
      >
        Syncing
      </Button>
    </Stack>
  );
}
