import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';

const MAX = 99;
// The name says what the badge shows ("99+", not 120): a reader who sees the button and one who
// hears it get the same count, and voice control can use the visible text.
const shown = (count) => (count > MAX ? `${MAX}+` : String(count));

export default function InboxCounters() {
  const [unread, setUnread] = React.useState(4);
  const [alerts, setAlerts] = React.useState(120);
  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <IconButton
        variant="soft"
        aria-label={`Inbox, ${shown(unread)} unread`}
        onClick={() => setUnread(0)}
      >
        <Badge badgeContent={unread} max={MAX} color="danger">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton
        variant="soft"
        aria-label={`Notifications, ${shown(alerts)} new`}
        onClick={() => setAlerts(0)}
      >
        <Badge badgeContent={alerts} max={MAX} color="primary" variant="solid">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Button
        variant="outlined"
        color="neutral"
        onClick={() => setUnread(unread + 1)}
      >
        Receive a message
      </Button>
      <Button variant="plain" color="neutral" onClick={() => setAlerts(alerts + 5)}>
        Add 5 alerts
      </Button>
    </Stack>
  );
}
