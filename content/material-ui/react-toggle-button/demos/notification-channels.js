import * as React from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function NotificationChannels() {
  const [channels, setChannels] = React.useState(['email']);

  // Multiple selection, but never none: a change that would empty the array is ignored.
  const handleChange = (_event, next) => {
    if (next.length > 0) setChannels(next);
  };

  return (
    <div>
      <ToggleButtonGroup
        value={channels}
        onChange={handleChange}
        aria-label="Notification channels"
        aria-describedby="notification-channels-help"
      >
        <ToggleButton value="email">Email</ToggleButton>
        <ToggleButton value="sms">SMS</ToggleButton>
        <ToggleButton value="push">Push</ToggleButton>
      </ToggleButtonGroup>
      <FormHelperText id="notification-channels-help">
        Pick at least one channel.
      </FormHelperText>
    </div>
  );
}
