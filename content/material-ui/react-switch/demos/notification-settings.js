import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

const channels = [
  { key: 'email', label: 'Email digests' },
  { key: 'push', label: 'Push notifications' },
  { key: 'sms', label: 'Text messages' },
];

export default function NotificationSettings() {
  const [enabled, setEnabled] = React.useState({
    email: true,
    push: false,
    sms: false,
  });
  const count = Object.values(enabled).filter(Boolean).length;

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Notify me by</FormLabel>
      <FormGroup>
        {channels.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            control={
              <Switch
                checked={enabled[key]}
                onChange={(event) =>
                  setEnabled((current) => ({
                    ...current,
                    [key]: event.target.checked,
                  }))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {count === 0
          ? 'You will not hear from us, except for security alerts.'
          : `${count} channel(s) on.`}
      </FormHelperText>
    </FormControl>
  );
}
