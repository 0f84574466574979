import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

function useActiveBreakpoint() {
  const theme = useTheme();
  const matches = {
    xs: useMediaQuery(theme.breakpoints.only('xs')),
    sm: useMediaQuery(theme.breakpoints.only('sm')),
    md: useMediaQuery(theme.breakpoints.only('md')),
    lg: useMediaQuery(theme.breakpoints.only('lg')),
    xl: useMediaQuery(theme.breakpoints.only('xl')),
  };
  return Object.keys(matches).find((key) => matches[key]) ?? 'xs';
}

export default function BreakpointReadout() {
  const active = useActiveBreakpoint();
  const theme = useTheme();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {theme.breakpoints.keys.map((key) => (
          <Chip
            key={key}
            label={`${key} ${theme.breakpoints.values[key]}px`}
            color={key === active ? 'primary' : 'default'}
            variant={key === active ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
      <Typography variant="body2">
        useMediaQuery says the window is in {active}.
      </Typography>
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          color: { xs: 'secondary.contrastText', md: 'primary.contrastText' },
          bgcolor: { xs: 'secondary.main', md: 'primary.main' },
          // CSS alone decides this label, no JavaScript involved.
          '&::after': {
            content: { xs: '"sx says: below md"', md: '"sx says: md or wider"' },
          },
        }}
      />
    </Stack>
  );
}
