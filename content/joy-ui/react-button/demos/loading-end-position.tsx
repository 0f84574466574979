import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ArrowForward from '@mui/icons-material/ArrowForward';

export default function LoadingEndPosition() {
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Stack direction="row" spacing={2}>
      {/* loadingPosition="end" replaces the end decorator with the spinner, where the arrow was. */}
      <Button
        endDecorator={<ArrowForward />}
        loading={loading}
        loadingPosition="end"
        onClick={() => {
          setLoading(true);
          timer.current = setTimeout(() => setLoading(false), 1500);
        }}
      >
        Next step
      </Button>
      <Button variant="soft" color="neutral" loading loadingPosition="center">
        Syncing
      </Button>
    </Stack>
  );
}
