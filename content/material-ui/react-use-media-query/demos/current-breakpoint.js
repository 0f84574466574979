import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * The name of the widest breakpoint that matches: what the old withWidth() passed as `width`.
 * Hooks cannot run in a loop, so each breakpoint gets its own call, in a fixed order.
 */
function useWidth() {
  const theme = useTheme();
  const matches = {
    xs: true,
    sm: useMediaQuery(theme.breakpoints.up('sm')),
    md: useMediaQuery(theme.breakpoints.up('md')),
    lg: useMediaQuery(theme.breakpoints.up('lg')),
    xl: useMediaQuery(theme.breakpoints.up('xl')),
  };
  const keys = [...theme.breakpoints.keys].reverse();
  return keys.find((key) => matches[key]) ?? 'xs';
}

export default function CurrentBreakpoint() {
  const width = useWidth();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Current breakpoint:</Typography>
      <Chip label={width} color="primary" size="small" />
      <Typography variant="body2" color="text.secondary">
        (resize the window to change it)
      </Typography>
    </Stack>
  );
}
