import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const loaded = ['AK', 'BL', 'CM', 'DN'];
const watchers = 58; // from the server; only the first four were fetched

export default function AvatarTotalGroup() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* total counts everyone, though only four avatars are rendered. */}
      <AvatarGroup
        total={watchers}
        role="group"
        aria-label={`${watchers} people watching`}
        slotProps={{
          additionalAvatar: {
            sx: { bgcolor: 'text.secondary', color: 'background.paper' },
          },
        }}
      >
        {loaded.map((initials) => (
          <Avatar
            key={initials}
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {initials}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="body2" color="text.secondary">
        watching this issue
      </Typography>
    </Stack>
  );
}
