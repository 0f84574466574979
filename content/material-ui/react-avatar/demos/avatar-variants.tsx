import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';

// Circles for people, squarer shapes for organizations and products.
export default function AvatarVariants() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>LM</Avatar>
        <Typography variant="caption">circular (person)</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar variant="rounded" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          AC
        </Avatar>
        <Typography variant="caption">rounded (team)</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar variant="square" sx={{ bgcolor: 'success.dark', color: 'success.contrastText' }}>
          <StorefrontIcon aria-hidden />
        </Avatar>
        <Typography variant="caption">square (shop)</Typography>
      </Stack>
    </Stack>
  );
}
