import * as React from 'react';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SkipToArticle() {
  return (
    <Sheet variant="outlined" sx={{ position: 'relative', overflow: 'hidden', p: 2, borderRadius: 'md', maxWidth: 440 }}>
      {/* A skip link: moved off screen until it receives keyboard focus, then shown as
          a solid chip. Tab into this box to see it. */}
      <Link
        href="#skip-link-main"
        variant="solid"
        underline="none"
        sx={{
          position: 'absolute',
          top: 8,
          left: 8,
          px: 1.5,
          py: 0.5,
          borderRadius: 'sm',
          transform: 'translateY(-200%)',
          '&:focus-visible': { transform: 'none' },
        }}
      >
        Skip to the article
      </Link>
      <Typography level="body-sm" sx={{ mb: 1 }}>
        Home · Guides · Releases · Community · Support
      </Typography>
      <Box id="skip-link-main" tabIndex={-1} sx={{ outline: 'none' }}>
        <Typography level="title-md">Release notes</Typography>
        <Typography level="body-sm">The article starts here, past the navigation.</Typography>
      </Box>
    </Sheet>
  );
}
