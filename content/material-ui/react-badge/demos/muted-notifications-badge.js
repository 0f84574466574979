import * as React from 'react';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(3);
  const [doNotDisturb, setDoNotDisturb] = React.useState(false);
  const [showZero, setShowZero] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* invisible hides the badge whatever the count; showZero keeps a 0 on screen. */}
        <Badge
          badgeContent={count}
          color="error"
          invisible={doNotDisturb}
          showZero={showZero}
        >
          <NotificationsIcon titleAccess={`${count} notifications`} />
        </Badge>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((n) => Math.max(n - 1, 0))}
        >
          Dismiss one
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((n) => n + 1)}
        >
          New one
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={doNotDisturb}
            onChange={(event) => setDoNotDisturb(event.target.checked)}
          />
        }
        label="Do not disturb (hide badge)"
      />
      <FormControlLabel
        control={
          <Switch
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
          />
        }
        label="Show zero"
      />
    </Stack>
  );
}
