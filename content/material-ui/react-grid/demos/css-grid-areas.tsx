import * as React from 'react';
import Box from '@mui/material/Box';

const area = {
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
} as const;

// CSS grid places items in named areas across rows and columns, which a flexbox Grid cannot do:
// the sidebar spans two rows here. The areas change per breakpoint through sx.
export default function CssGridAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: '"header" "main" "sidebar" "footer"',
          sm: '"header header" "sidebar main" "sidebar footer"',
        },
      }}
    >
      <Box sx={{ ...area, gridArea: 'header' }}>Header</Box>
      <Box sx={{ ...area, gridArea: 'sidebar', minHeight: { sm: 160 } }}>Sidebar (spans two rows from sm)</Box>
      <Box sx={{ ...area, gridArea: 'main' }}>Main content</Box>
      <Box sx={{ ...area, gridArea: 'footer' }}>Footer</Box>
    </Box>
  );
}
