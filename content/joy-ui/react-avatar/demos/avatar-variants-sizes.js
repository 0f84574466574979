import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

const people = [
  { initials: 'AS', variant: 'solid', color: 'primary' },
  { initials: 'BC', variant: 'soft', color: 'success' },
  { initials: 'CW', variant: 'outlined', color: 'warning' },
  { initials: 'DO', variant: 'plain', color: 'danger' },
];

export default function AvatarVariantsSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5}>
        {people.map((p) => (
          <Avatar key={p.initials} variant={p.variant} color={p.color}>
            {p.initials}
          </Avatar>
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar size="sm">S</Avatar>
        <Avatar size="md">M</Avatar>
        <Avatar size="lg">L</Avatar>
        {/* Any size through the CSS variable. */}
        <Avatar sx={{ '--Avatar-size': '64px' }}>XL</Avatar>
      </Stack>
    </Stack>
  );
}
