import * as React from 'react';
import Hidden from '@mui/material/Hidden';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HiddenByBreakpoint() {
  return (
    <Stack spacing={1}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Hidden smDown>
          <Typography>
            Full sidebar: shown from the md breakpoint up (smDown hides it).
          </Typography>
        </Hidden>
        <Hidden mdUp>
          <Typography>Compact menu: shown below md (mdUp hides it).</Typography>
        </Hidden>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Hidden only={['xs', 'xl']} implementation="css">
          <Typography>
            CSS implementation: hidden at xs and xl only, but always in the page
            markup.
          </Typography>
        </Hidden>
        <Typography variant="body2" color="text.secondary">
          Always visible.
        </Typography>
      </Paper>
    </Stack>
  );
}
