import * as React from 'react';
import { Box } from '@mui/system';

// Box with component="a": a link card whose hover and focus styles live in sx.
export default function BoxSxHoverCard() {
  return (
    <Box
      component="a"
      href="#box-sx-hover-card-details"
      sx={{
        display: 'block',
        maxWidth: 320,
        p: 2,
        color: 'text.primary',
        textDecoration: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { boxShadow: 4, borderColor: 'primary.main' },
        '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        sx={{ display: 'block', typography: 'subtitle1', fontWeight: 'bold' }}
      >
        Getting started with Box
      </Box>
      <Box
        component="span"
        id="box-sx-hover-card-details"
        sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}
      >
        A 5 minute tutorial. Hover or tab to the card.
      </Box>
    </Box>
  );
}
