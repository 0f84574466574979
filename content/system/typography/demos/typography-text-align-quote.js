import * as React from 'react';
import { Box } from '@mui/system';

// A pull quote: centred, italic, with a light weight and generous line height.
export default function TypographyTextAlignQuote() {
  return (
    <Box
      component="figure"
      sx={{ m: 0, maxWidth: 440, mx: 'auto', textAlign: 'center' }}
    >
      <Box
        component="blockquote"
        sx={{
          m: 0,
          fontSize: 22,
          fontStyle: 'italic',
          fontWeight: 'fontWeightLight',
          lineHeight: 1.5,
        }}
      >
        &ldquo;The best interface is the one your users never have to think
        about.&rdquo;
      </Box>
      <Box
        component="figcaption"
        sx={{
          mt: 1,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          fontSize: 12,
          color: 'text.secondary',
        }}
      >
        From our design principles
      </Box>
    </Box>
  );
}
