import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function AnnouncedAlerts() {
  const [saved, setSaved] = React.useState(0);
  const [failed, setFailed] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1}>
        <Button size="sm" onClick={() => setSaved((count) => count + 1)}>
          Save draft
        </Button>
        <Button
          size="sm"
          color="danger"
          variant="soft"
          onClick={() => setFailed(true)}
        >
          Publish offline
        </Button>
      </Stack>
      {/* The regions carry the roles and exist from the start; the Alerts inside drop theirs. */}
      {/* role="status" is polite: read when the screen reader is idle. */}
      <div role="status">
        {saved > 0 && (
          <Alert role="none" color="success" variant="soft">
            Draft saved ({saved}).
          </Alert>
        )}
      </div>
      {/* role="alert" interrupts: keep it for errors that need attention now. */}
      <div role="alert">
        {failed && (
          <Alert role="none" color="danger" variant="soft">
            Could not publish: you are offline.
          </Alert>
        )}
      </div>
    </Stack>
  );
}
