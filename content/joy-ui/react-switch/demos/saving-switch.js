import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

export default function SavingSwitch() {
  const [checked, setChecked] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const timer = React.useRef();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (event) => {
    const next = event.target.checked;
    setChecked(next);
    setSaving(true);
    // Stands in for a request to the server; the switch waits for it before taking new input.
    timer.current = setTimeout(() => setSaving(false), 1200);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Switch
        checked={checked}
        disabled={saving}
        onChange={handleChange}
        slotProps={{ input: { 'aria-labelledby': 'saving-switch-label' } }}
        endDecorator={
          saving ? (
            <CircularProgress size="sm" sx={{ '--CircularProgress-size': '18px' }} />
          ) : null
        }
      />
      <Box>
        <Typography id="saving-switch-label" level="title-sm">
          Two-factor authentication
        </Typography>
        <Typography level="body-xs" aria-live="polite">
          {saving
            ? 'Saving…'
            : checked
              ? 'On: we will ask for a code at sign-in.'
              : 'Off'}
        </Typography>
      </Box>
    </Box>
  );
}
