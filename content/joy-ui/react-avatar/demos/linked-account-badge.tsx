import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import GitHub from '@mui/icons-material/GitHub';

export default function LinkedAccountBadge() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* A Badge can hold a small avatar: badgeContent is any node, and the inset
          keeps it on the avatar's round edge. */}
      <Badge
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeInset="14%"
        variant="plain"
        badgeContent={
          <Avatar size="sm" variant="solid" color="neutral" sx={{ '--Avatar-size': '20px' }} aria-hidden>
            <GitHub sx={{ fontSize: 14 }} />
          </Avatar>
        }
        sx={{ '--Badge-paddingX': '0px' }}
      >
        <Avatar size="lg" aria-hidden>
          DO
        </Avatar>
      </Badge>
      <div>
        <Typography level="title-sm">Dara Osei</Typography>
        <Typography level="body-xs">Signed in with GitHub</Typography>
      </div>
    </Stack>
  );
}
