import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function ThemeTokenInspector() {
  const theme = useTheme();
  const tokens = [
    ['theme.spacing(2)', theme.spacing(2)],
    ['theme.shape.borderRadius', String(theme.shape.borderRadius)],
    ['theme.breakpoints.values.md', `${theme.breakpoints.values.md}px`],
    ['theme.zIndex.modal', String(theme.zIndex.modal)],
    ['theme.transitions.duration.short', `${theme.transitions.duration.short}ms`],
    ['theme.typography.fontWeightBold', String(theme.typography.fontWeightBold)],
  ];

  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: 1,
        columnGap: 3,
      }}
    >
      {tokens.map(([name, value]) => (
        <React.Fragment key={name}>
          <Typography
            component="dt"
            variant="body2"
            sx={{ fontFamily: 'monospace' }}
          >
            {name}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, color: 'text.secondary' }}
          >
            {value}
          </Typography>
        </React.Fragment>
      ))}
    </Box>
  );
}
