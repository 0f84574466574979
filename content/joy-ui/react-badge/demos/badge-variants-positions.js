import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';

const origins = [
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
];
const variants = ['solid', 'soft', 'outlined', 'plain'];

export default function BadgeVariantsPositions() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {origins.map((origin, i) => (
        <Badge
          key={i}
          anchorOrigin={origin}
          variant={variants[i]}
          color="danger"
          badgeContent={i + 3}
        >
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 'sm',
              bgcolor: 'neutral.softBg',
            }}
          />
        </Badge>
      ))}
    </Stack>
  );
}
