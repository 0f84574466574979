import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const quotas = [
  { label: 'Photos', used: 72, color: 'primary' },
  { label: 'Mail', used: 91, color: 'danger' },
];

export default function LoadingStates() {
  const [saving, setSaving] = React.useState(false);

  const save = () => {
    setSaving(true);
    setTimeout(() => setSaving(false), 1500);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        onClick={save}
        disabled={saving}
        startDecorator={
          saving ? (
            <CircularProgress size="sm" variant="solid" aria-label="Saving" />
          ) : null
        }
      >
        {saving ? 'Saving…' : 'Save draft'}
      </Button>
      <Stack direction="row" spacing={2}>
        {quotas.map((quota) => (
          <Card
            key={quota.label}
            variant="outlined"
            orientation="horizontal"
            sx={{ alignItems: 'center' }}
          >
            <CircularProgress
              determinate
              value={quota.used}
              variant="soft"
              color={quota.color}
              thickness={5}
              aria-label={`${quota.label} storage used`}
            />
            <div>
              <Typography level="title-sm">{quota.label}</Typography>
              <Typography level="body-xs">{quota.used}% used</Typography>
            </div>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
