import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const rows = Array.from({ length: 12 }, (_, i) => `Transaction ${i + 1}`);

export default function ElevateOnScrollAppBar() {
  const [scroller, setScroller] = React.useState(null);
  // disableHysteresis + threshold 0: elevated as soon as anything has scrolled under the bar.
  const scrolled = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 0,
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
      <AppBar
        position="absolute"
        color="inherit"
        elevation={scrolled ? 4 : 0}
        sx={{ borderBottom: scrolled ? 0 : 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <Typography variant="h6" component="p">
            Statement
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        ref={setScroller}
        tabIndex={0}
        role="region"
        aria-label="Transactions"
        sx={{ height: '100%', overflow: 'auto', px: 2 }}
      >
        <Toolbar />
        {rows.map((row) => (
          <Typography
            key={row}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            {row}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
