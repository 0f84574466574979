import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SavingBackdrop() {
  const [saving, setSaving] = React.useState(false);
  const [savedAt, setSavedAt] = React.useState(null);

  React.useEffect(() => {
    if (!saving) return undefined;
    const timer = setTimeout(() => {
      setSaving(false);
      setSavedAt(new Date().toLocaleTimeString());
    }, 1500);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <div>
      <Button variant="contained" onClick={() => setSaving(true)}>
        Save settings
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {saving ? 'Saving…' : savedAt ? `Saved at ${savedAt}.` : 'Unsaved changes.'}
      </Typography>
      <Backdrop
        open={saving}
        sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1, color: 'common.white' })}
      >
        <Stack alignItems="center" spacing={2}>
          <CircularProgress color="inherit" aria-label="Saving" />
          <Typography>Saving your settings</Typography>
        </Stack>
      </Backdrop>
    </div>
  );
}
