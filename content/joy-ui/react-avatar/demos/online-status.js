import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const team = [
  { name: 'Ana Souza', initials: 'AS', online: true },
  { name: 'Ben Carter', initials: 'BC', online: false },
];

export default function OnlineStatus() {
  return (
    <Stack spacing={1.5}>
      {team.map((person) => (
        <Stack
          key={person.name}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          <Badge
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            badgeInset="14%"
            color={person.online ? 'success' : 'neutral'}
            sx={{ '--Badge-paddingX': '0px' }}
            badgeContent=""
            size="sm"
          >
            <Avatar>{person.initials}</Avatar>
          </Badge>
          <div>
            <Typography level="title-sm">{person.name}</Typography>
            <Typography level="body-xs">
              {person.online ? 'Online' : 'Away'}
            </Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
