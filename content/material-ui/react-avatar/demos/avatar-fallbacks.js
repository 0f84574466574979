import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A src that cannot load (an empty data URI), as when a user deletes their photo.
const broken = 'data:image/png;base64,';

export default function AvatarFallbacks() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* 1. Children win when the image fails. */}
        <Avatar
          src={broken}
          alt="Priya Nair"
          sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
        >
          PN
        </Avatar>
        <Typography variant="body2">
          Failed image, initials passed as children
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* 2. Without children, the first letter of alt. */}
        <Avatar
          src={broken}
          alt="Marco Rossi"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
        />
        <Typography variant="body2">Failed image, first letter of alt</Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* 3. With neither, a generic person icon. */}
        <Avatar sx={{ bgcolor: 'text.secondary', color: 'background.paper' }} />
        <Typography variant="body2">No image, no alt: the person icon</Typography>
      </Stack>
    </Stack>
  );
}
