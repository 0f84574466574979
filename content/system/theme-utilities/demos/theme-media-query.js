import * as React from 'react';
import { Box, useMediaQuery, useTheme } from '@mui/system';

const messages = [
  { from: 'Noor', text: 'Are we still on for Friday?' },
  { from: 'Leon', text: 'Sent the slides, have a look.' },
];

export default function ThemeMediaQuery() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: wide ? '160px 1fr' : '1fr',
        gap: 2,
      }}
    >
      <Box component="nav" aria-label="Folders" sx={{ typography: 'body2' }}>
        {wide
          ? 'Inbox · Sent · Archive'
          : 'Folders are in the menu on narrow screens.'}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {messages.map((m) => (
          <Box
            component="li"
            key={m.from}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <strong>{m.from}</strong>: {m.text}
          </Box>
        ))}
      </Box>
      <Box
        component="p"
        sx={{ m: 0, typography: 'caption', color: 'text.secondary' }}
      >
        Layout: {wide ? 'two columns (md and up)' : 'one column'}; reduced motion:{' '}
        {reducedMotion ? 'on' : 'off'}.
      </Box>
    </Box>
  );
}
