import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { ColorModeToggle } from './color-mode-toggle.client';

/** The shell of the single-card pages (sign-in, sign-up): soft backdrop, brand, mode switch. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id="main-content"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        // A CSS-variable string, not a theme callback: this file renders on the server.
        backgroundImage:
          'radial-gradient(ellipse at 50% 0%, rgba(var(--mui-palette-primary-mainChannel) / 0.14), transparent 60%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 460, display: 'flex', justifyContent: 'space-between', mb: 3 }}>
        <Brand />
        <ColorModeToggle />
      </Box>
      {children}
    </Box>
  );
}
