import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function InvertedBadge() {
  return (
    // The ring around a badge is a shadow in --Badge-ringColor, the page's surface color
    // by default. On a solid surface, set it to the surface color so the ring blends in (a
    // deep shade, primary.800, keeps the inverted text readable);
    // invertedColors recolors the avatar and the badge's soft variant.
    <Sheet
      invertedColors
      variant="solid"
      color="primary"
      sx={{
        bgcolor: 'primary.800',
        p: 2,
        borderRadius: 'md',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        width: 'fit-content',
      }}
    >
      <Badge
        badgeContent={3}
        variant="soft"
        sx={{ '--Badge-ringColor': 'var(--joy-palette-primary-800)' }}
      >
        <Avatar aria-hidden>LM</Avatar>
      </Badge>
      <Typography level="body-sm">Lina Moreau sent you 3 files</Typography>
    </Sheet>
  );
}
