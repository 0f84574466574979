import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

const members = ['Lu', 'Mo', 'Ny', 'Os', 'Pi'];

export default function GroupCssVariables() {
  return (
    // The group's variant and color reach every avatar; CSS variables set size, overlap and ring.
    <AvatarGroup
      variant="soft"
      color="primary"
      role="group"
      aria-label="Five project members"
      sx={{
        '--Avatar-size': '48px',
        '--AvatarGroup-gap': '-16px',
        '--Avatar-ringSize': '4px',
      }}
    >
      {members.map((initials) => (
        <Avatar key={initials} aria-hidden>
          {initials}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
