import * as React from 'react';
import { Box } from '@mui/system';

// maxWidth: 'sm' reads theme.breakpoints.values.sm (600px); minHeight and height take pixels.
export default function SizingMaxWidthArticle() {
  return (
    <Box
      component="article"
      sx={{
        maxWidth: 'sm',
        mx: 'auto',
        minHeight: 120,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box component="h3" sx={{ mt: 0 }}>
        Readable line length
      </Box>
      <Box component="p" sx={{ mb: 0 }}>
        Text is easiest to read at 50 to 75 characters per line. Capping the article
        at the small breakpoint keeps lines short on wide screens, while narrow
        screens still use the full width.
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          mt: 2,
          height: 40,
          width: 40,
          maxHeight: 40,
          borderRadius: '50%',
          bgcolor: 'secondary.main',
        }}
      />
    </Box>
  );
}
