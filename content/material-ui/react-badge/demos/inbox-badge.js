import * as React from 'react';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

const MAX = 99;
// The name says what the badge shows ("99+", not 120): a reader who sees the button and one who
// hears it get the same count, and voice control can use the visible text.
const shown = (count) => (count > MAX ? `${MAX}+` : String(count));

export default function InboxBadge() {
  const [unread, setUnread] = React.useState(4);
  const [alerts, setAlerts] = React.useState(120);

  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {/* The count is part of the name, so screen readers hear it without seeing the badge. */}
      <IconButton aria-label={`Inbox, ${shown(unread)} unread`}>
        <Badge badgeContent={unread} max={MAX} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label={`Notifications, ${shown(alerts)} new`}>
        <Badge badgeContent={alerts} max={MAX} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Button variant="outlined" onClick={() => setUnread((n) => n + 1)}>
        New message
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          setUnread(0);
          setAlerts(0);
        }}
      >
        Mark all read
      </Button>
    </Stack>
  );
}
