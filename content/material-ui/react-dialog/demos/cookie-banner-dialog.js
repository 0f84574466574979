import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CookieBannerDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(true);

  return (
    // The frame stands in for the browser window; in an app the banner is position: fixed.
    <Box
      sx={{
        position: 'relative',
        height: 220,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        overflow: 'hidden',
      }}
    >
      <Typography variant="body2">
        The page stays usable while the banner is open: no backdrop, no focus trap.
      </Typography>
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => setOpen(true)}
        disabled={open}
      >
        Show banner again
      </Button>
      <Fade in={open} unmountOnExit>
        {/* Non-modal: role="dialog" without aria-modal, and nothing else on the page is blocked. */}
        <Paper
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-title`}
          elevation={6}
          sx={{ position: 'absolute', insetInline: 16, bottom: 16, p: 2 }}
        >
          <Typography id={`${id}-title`} variant="subtitle1" component="h2">
            Cookies on this site
          </Typography>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            We use one cookie to remember your settings, and none for tracking.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setOpen(false)}>
              Dismiss
            </Button>
            <Button size="small" variant="contained" onClick={() => setOpen(false)}>
              OK
            </Button>
          </Stack>
        </Paper>
      </Fade>
    </Box>
  );
}
