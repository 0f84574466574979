import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Person from '@mui/icons-material/Person';

// A local SVG as the image: no network request.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c7d2fe"/><circle cx="20" cy="15" r="7" fill="#4338ca"/><rect x="8" y="25" width="24" height="15" rx="7" fill="#4338ca"/></svg>',
  );

export default function AvatarFallbacks() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={portrait} alt="Morgan Diaz" />
      {/* Initials when there is no picture. */}
      <Avatar>MD</Avatar>
      {/* An icon when there is no name either. */}
      <Avatar>
        <Person />
      </Avatar>
    </Stack>
  );
}
