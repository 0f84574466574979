import * as React from 'react';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

export default function InboxBadge() {
  const [unread, setUnread] = React.useState(4);
  const [alerts, setAlerts] = React.useState(120);

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* The count is part of the name, so screen readers hear it without seeing the badge. */}
      <IconButton aria-label={`Inbox, ${unread} unread`}>
        <Badge badgeContent={unread} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label={`Notifications, ${alerts} new`}>
        <Badge badgeContent={alerts} max={99} color="error">
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
