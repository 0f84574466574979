import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';

const guests = ['EV', 'FO', 'GP', 'HQ', 'IR', 'JS', 'KT', 'LU', 'MV'];

export default function AvatarCustomSurplus() {
  return (
    // renderSurplus decides what the overflow avatar says: here "+6 more" in words.
    <AvatarGroup
      max={4}
      role="group"
      aria-label={`${guests.length} guests`}
      renderSurplus={(surplus) => (
        <span style={{ fontSize: '0.75rem' }}>+{surplus}</span>
      )}
      slotProps={{
        additionalAvatar: {
          sx: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
        },
      }}
    >
      {guests.map((initials) => (
        <Avatar
          key={initials}
          sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}
        >
          {initials}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
