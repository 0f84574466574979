import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function AvatarInset() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* On a round child, the default corner position floats off the circle. */}
        <Badge badgeContent={4} aria-hidden>
          <Avatar variant="soft">JL</Avatar>
        </Badge>
        <Typography level="body-xs">Default inset</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* badgeInset moves it onto the circle's edge (about 14% of the size for a circle). */}
        <Badge badgeContent={4} badgeInset="14%" aria-hidden>
          <Avatar variant="soft">JL</Avatar>
        </Badge>
        <Typography level="body-xs">badgeInset=&quot;14%&quot;</Typography>
      </Stack>
      <Typography level="body-sm" sx={{ maxWidth: 200 }}>
        Jonas Lind has 4 unread messages.
      </Typography>
    </Stack>
  );
}
