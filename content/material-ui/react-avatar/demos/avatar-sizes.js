import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// Sizes come from width and height; scale the font with them so initials stay centred.
const sizes = [
  { px: 24, font: '0.75rem', where: 'Inline in a comment' },
  { px: 40, font: '1.25rem', where: 'List row (default)' },
  { px: 56, font: '1.5rem', where: 'Card header' },
  { px: 96, font: '2.5rem', where: 'Profile page' },
];

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
      {sizes.map((size) => (
        <Avatar
          key={size.px}
          aria-label={`${size.where}, ${size.px} pixels`}
          role="img"
          sx={{
            width: size.px,
            height: size.px,
            fontSize: size.font,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          JD
        </Avatar>
      ))}
    </Stack>
  );
}
