import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A head-and-shoulders portrait drawn as an SVG data URI, standing in for a real photo. */
function portrait(background, skin, hair) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="26" r="12" fill="${skin}"/><path d="M20 24 Q32 6 44 24 Q40 14 32 14 Q24 14 20 24Z" fill="${hair}"/><path d="M10 64 Q32 34 54 64Z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const reviewers = [
  { name: 'Nadia Haddad', src: portrait('#bbdefb', '#f1c27d', '#4e342e') },
  { name: 'Tomás Silva', src: portrait('#c8e6c9', '#8d5524', '#212121') },
  { name: 'Ingrid Berg', src: portrait('#ffe0b2', '#ffdbac', '#f9a825') },
];

export default function PhotoAvatars() {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Reviewers
      </Typography>
      {reviewers.map((person) => (
        <Stack
          key={person.name}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          {/* The name is printed next to it, so the image's alt can stay empty. */}
          <Avatar src={person.src} alt="" />
          <Typography variant="body2">{person.name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
