import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'];
const variants = ['solid', 'soft', 'outlined', 'plain'];

export default function AvatarColorGrid() {
  return (
    // Every variant in every color; the default is soft neutral.
    <Box
      role="img"
      aria-label="Avatars in four variants and five colors"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, auto)',
        gap: 1.5,
        justifyContent: 'start',
      }}
    >
      {variants.map((variant) =>
        colors.map((color) => (
          <Avatar key={`${variant}-${color}`} variant={variant} color={color}>
            {variant[0].toUpperCase()}
            {color[0]}
          </Avatar>
        )),
      )}
    </Box>
  );
}
