import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'];
const variants = ['solid', 'soft', 'outlined', 'plain'];

export default function BadgeVariantGrid() {
  return (
    // Four variants in five colors; the default is solid primary.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, auto)',
        gap: 3,
        justifyContent: 'start',
        p: 1,
      }}
    >
      {variants.map((variant) =>
        colors.map((color) => (
          <Badge
            key={`${variant}-${color}`}
            variant={variant}
            color={color}
            badgeContent={4}
          >
            <Sheet
              variant="outlined"
              sx={{ width: 36, height: 36, borderRadius: 'sm' }}
              aria-label={`${variant} ${color}`}
              role="img"
            />
          </Badge>
        )),
      )}
    </Box>
  );
}
