import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import NotificationsIcon from '@mui/icons-material/Notifications';

// The badge is drawn for sighted readers; the count reaches screen readers through the button's
// name, which changes with it ("3 new notifications"). The badge content itself is aria-hidden.
function notificationsLabel(count) {
  if (count === 0) {
    return 'Notifications, none new';
  }
  if (count > 99) {
    return 'Notifications, more than 99 new';
  }
  return `Notifications, ${count} new`;
}

export default function NotificationCountLabel() {
  const [count, setCount] = React.useState(3);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={notificationsLabel(count)} onClick={() => setCount(0)}>
        <Badge
          badgeContent={count}
          color="error"
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setCount((value) => value + 40)}
      >
        Receive 40 more
      </Button>
    </Stack>
  );
}
