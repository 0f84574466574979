import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function FixedContainer() {
  const theme = useTheme();
  const keys = theme.breakpoints.keys;
  const matches = [
    useMediaQuery(theme.breakpoints.up(keys[1])),
    useMediaQuery(theme.breakpoints.up(keys[2])),
    useMediaQuery(theme.breakpoints.up(keys[3])),
    useMediaQuery(theme.breakpoints.up(keys[4])),
  ];
  const active = keys[matches.lastIndexOf(true) + 1] ?? keys[0];

  return (
    <Box sx={{ bgcolor: 'action.hover', py: 2, overflow: 'hidden' }}>
      <Container fixed sx={{ bgcolor: 'background.paper', py: 2 }}>
        <Typography variant="body2">
          Window breakpoint: <strong>{active}</strong>. Resize the window: this box
          changes width only when the breakpoint changes, snapping to{' '}
          {theme.breakpoints.values[active]}px or more.
        </Typography>
      </Container>
    </Box>
  );
}
