import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AvatarWithBadge() {
  return (
    <Stack direction="row" spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {/* overlap="circular" puts the dot on the circle's edge, not the box corner. */}
        <Badge
          overlap="circular"
          variant="dot"
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            OA
          </Avatar>
        </Badge>
        <Typography variant="body2">Omar Ali, online</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {/* A small avatar as badge content: the team the person belongs to. */}
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent={
            <Avatar
              sx={{
                width: 20,
                height: 20,
                fontSize: '0.625rem',
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                border: 2,
                borderColor: 'background.paper',
              }}
            >
              Q
            </Avatar>
          }
        >
          <Avatar sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}>
            SB
          </Avatar>
        </Badge>
        <Typography variant="body2">Sara Blum, QA team</Typography>
      </Stack>
    </Stack>
  );
}
