import * as React from 'react';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const sections = Array.from({ length: 14 }, (_, i) => `Section ${i + 1}`);

export default function BackToTopAppBar() {
  const [scroller, setScroller] = React.useState(null);
  const farDown = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 150,
  });

  return (
    <Box
      sx={{
        position: 'relative',
        height: 260,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        ref={setScroller}
        tabIndex={0}
        role="region"
        aria-label="Long page"
        sx={{ height: '100%', overflow: 'auto', px: 2 }}
      >
        <Typography
          id="back-to-top-anchor"
          variant="h6"
          component="p"
          sx={{ pt: 2 }}
        >
          Top of the page
        </Typography>
        {sections.map((section) => (
          <Typography key={section} sx={{ my: 2 }}>
            {section}
          </Typography>
        ))}
      </Box>
      {/* Appears once the reader is 150 px down; scrolls back and moves focus to the top. */}
      <Zoom in={farDown}>
        <Fab
          size="small"
          color="primary"
          aria-label="Back to top"
          onClick={() => {
            scroller?.scrollTo({ top: 0, behavior: 'smooth' });
            scroller?.focus();
          }}
          sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 24 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
