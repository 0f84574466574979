import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider } from '@mui/joy/styles';

// Fluent 2's web ramp mapped onto Joy's levels: sizes and line heights in px, Segoe UI first.
const fluentTypography = {
  fontFamily: {
    body: '"Segoe UI", "Segoe UI Web", system-ui, sans-serif',
    display: '"Segoe UI", "Segoe UI Web", system-ui, sans-serif',
  },
  typography: {
    h1: { fontSize: '40px', lineHeight: '52px', fontWeight: 600, letterSpacing: 0 }, // Large title
    h2: { fontSize: '32px', lineHeight: '40px', fontWeight: 600, letterSpacing: 0 }, // Title 1
    h3: { fontSize: '28px', lineHeight: '36px', fontWeight: 600, letterSpacing: 0 }, // Title 2
    h4: { fontSize: '24px', lineHeight: '32px', fontWeight: 600, letterSpacing: 0 }, // Title 3
    'title-lg': { fontSize: '20px', lineHeight: '28px', fontWeight: 600 }, // Subtitle 1
    'title-md': { fontSize: '16px', lineHeight: '22px', fontWeight: 600 }, // Subtitle 2
    'title-sm': { fontSize: '14px', lineHeight: '20px', fontWeight: 600 }, // Body 1 strong
    'body-lg': { fontSize: '16px', lineHeight: '22px' }, // Body 2
    'body-md': { fontSize: '14px', lineHeight: '20px' }, // Body 1
    'body-sm': { fontSize: '12px', lineHeight: '16px' }, // Caption 1
    'body-xs': { fontSize: '10px', lineHeight: '14px' }, // Caption 2
  },
};

export default function FluentRamp() {
  return (
    // Under Joy's theme id, so the Joy components here read this theme and the page's stays untouched.
    <ThemeProvider theme={{ [THEME_ID]: fluentTypography }}>
      <Card variant="outlined" sx={{ maxWidth: 420 }}>
        <Typography level="h4" component="h3">
          Meeting notes
        </Typography>
        <Typography level="title-md">Weekly sync, 12 March</Typography>
        <Typography level="body-md">
          Decisions: ship the new onboarding on Monday, move the billing review to
          next week, and ask the design team for the final icons.
        </Typography>
        <Typography level="body-sm">Edited by Priya, 5 minutes ago</Typography>
        <Stack direction="row" spacing={1}>
          <Button size="sm">Share</Button>
          <Button size="sm" variant="outlined" color="neutral">
            Export
          </Button>
        </Stack>
      </Card>
    </ThemeProvider>
  );
}
