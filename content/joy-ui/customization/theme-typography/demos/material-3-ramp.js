import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider } from '@mui/joy/styles';

// Material Design 3's type scale mapped onto Joy's levels, with its letter spacing.
const material3Typography = {
  fontFamily: {
    body: 'Roboto, system-ui, sans-serif',
    display: 'Roboto, system-ui, sans-serif',
  },
  typography: {
    h1: { fontSize: '45px', lineHeight: '52px', fontWeight: 400, letterSpacing: 0 }, // Display medium
    h2: { fontSize: '32px', lineHeight: '40px', fontWeight: 400, letterSpacing: 0 }, // Headline large
    h3: { fontSize: '28px', lineHeight: '36px', fontWeight: 400, letterSpacing: 0 }, // Headline medium
    h4: { fontSize: '24px', lineHeight: '32px', fontWeight: 400, letterSpacing: 0 }, // Headline small
    'title-lg': { fontSize: '22px', lineHeight: '28px', fontWeight: 400 }, // Title large
    'title-md': {
      fontSize: '16px',
      lineHeight: '24px',
      fontWeight: 500,
      letterSpacing: '0.15px',
    }, // Title medium
    'title-sm': {
      fontSize: '14px',
      lineHeight: '20px',
      fontWeight: 500,
      letterSpacing: '0.1px',
    }, // Title small
    'body-lg': { fontSize: '16px', lineHeight: '24px', letterSpacing: '0.5px' }, // Body large
    'body-md': { fontSize: '14px', lineHeight: '20px', letterSpacing: '0.25px' }, // Body medium
    'body-sm': { fontSize: '12px', lineHeight: '16px', letterSpacing: '0.4px' }, // Body small
    'body-xs': {
      fontSize: '11px',
      lineHeight: '16px',
      fontWeight: 500,
      letterSpacing: '0.5px',
    }, // Label small
  },
};

export default function Material3Ramp() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: material3Typography }}>
      <Box sx={{ maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography level="body-xs" sx={{ textTransform: 'uppercase' }}>
          Travel guide
        </Typography>
        <Typography level="h3" component="h3">
          Three days in Kyoto
        </Typography>
        <Typography level="title-md">
          Temples, markets and a day trip to Nara
        </Typography>
        <Typography level="body-md">
          Start early at Fushimi Inari before the crowds, spend the afternoon in
          Nishiki Market, and keep the third day for the deer park in Nara.
        </Typography>
        <Button sx={{ alignSelf: 'flex-start', borderRadius: '20px' }}>
          Save the itinerary
        </Button>
      </Box>
    </ThemeProvider>
  );
}
