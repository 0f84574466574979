import * as React from 'react';
import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Notifications from '@mui/icons-material/NotificationsOutlined';

export default function VisibilityToggle() {
  const [muted, setMuted] = React.useState(false);

  return (
    // invisible hides the badge with a scale transition while keeping the count,
    // here while notifications are muted.
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Badge badgeContent={7} invisible={muted} color="danger">
        <IconButton variant="soft" aria-label={muted ? 'Notifications, muted' : 'Notifications, 7 unread'}>
          <Notifications />
        </IconButton>
      </Badge>
      <Typography component="label" startDecorator={<Switch checked={muted} onChange={(event) => setMuted(event.target.checked)} />}>
        Mute
      </Typography>
    </Stack>
  );
}
