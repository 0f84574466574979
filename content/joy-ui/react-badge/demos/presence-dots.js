import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const people = [
  { name: 'Amara Kone', status: 'online', color: 'success' },
  { name: 'Jonas Lind', status: 'away', color: 'warning' },
  { name: 'Mei Ren', status: 'busy', color: 'danger' },
];

export default function PresenceDots() {
  return (
    <Stack direction="row" spacing={4}>
      {people.map((person) => (
        <Stack key={person.name} spacing={1} sx={{ alignItems: 'center' }}>
          <Badge
            color={person.color}
            variant="solid"
            size="sm"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            badgeInset="14%"
            // A dot says nothing to a screen reader; the status is in the text below.
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <Avatar aria-hidden>{person.name[0]}</Avatar>
          </Badge>
          <Typography level="body-xs">
            {person.name}, {person.status}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
