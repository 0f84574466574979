import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  { length: 12 },
  (_, i) => `Paragraph ${i + 1}: scroll down to hide the bar, up to bring it back.`,
);

export default function HideOnScrollAppBar() {
  // The demo scrolls a box, not the window, so the trigger watches that box.
  const [scroller, setScroller] = React.useState(null);
  const trigger = useScrollTrigger({ target: scroller ?? undefined });

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
      <Slide appear={false} direction="down" in={!trigger}>
        <AppBar position="absolute">
          <Toolbar>
            <Typography variant="h6" component="p">
              Article
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Box
        ref={setScroller}
        tabIndex={0}
        aria-label="Article text"
        role="region"
        sx={{ height: '100%', overflow: 'auto', px: 2 }}
      >
        <Toolbar />
        {paragraphs.map((text) => (
          <Typography key={text} sx={{ my: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
