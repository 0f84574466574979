import * as React from 'react';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import NavigationIcon from '@mui/icons-material/Navigation';

export default function FabSizeLadder() {
  return (
    <Stack spacing={2}>
      {/* small (40px), medium (48px) and large (56px, the default), round or extended. */}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab size="small" color="secondary" aria-label="Start navigation, small">
          <NavigationIcon />
        </Fab>
        <Fab size="medium" color="secondary" aria-label="Start navigation, medium">
          <NavigationIcon />
        </Fab>
        <Fab color="secondary" aria-label="Start navigation, large">
          <NavigationIcon />
        </Fab>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab variant="extended" size="small" color="primary">
          <NavigationIcon sx={{ mr: 1 }} />
          Go
        </Fab>
        <Fab variant="extended" size="medium" color="primary">
          <NavigationIcon sx={{ mr: 1 }} />
          Go
        </Fab>
        <Fab variant="extended" color="primary">
          <NavigationIcon sx={{ mr: 1 }} />
          Go
        </Fab>
      </Stack>
    </Stack>
  );
}
