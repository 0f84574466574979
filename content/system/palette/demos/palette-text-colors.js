import * as React from 'react';
import { Box } from '@mui/system';

// Text and surface colours from the theme: they switch with the site's light and dark mode.
export default function PaletteTextColors() {
  return (
    <Box
      component="article"
      sx={{
        maxWidth: 380,
        p: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box component="h3" sx={{ m: 0, color: 'primary.main' }}>
        Release 2.4
      </Box>
      <Box component="p" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
        Published 3 days ago
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        Faster search, a new export menu and fixes for right-to-left layouts.
      </Box>
      <Box
        component="p"
        sx={{ mb: 0, mt: 1.5, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        Tip: <code>bgcolor: &apos;action.hover&apos;</code> tints a surface without
        picking a colour.
      </Box>
    </Box>
  );
}
