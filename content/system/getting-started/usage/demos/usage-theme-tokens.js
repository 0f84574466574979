import * as React from 'react';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Box } from '@mui/system';

const brands = {
  Ocean: createTheme({
    palette: { primary: { main: '#0b5394' } },
    shape: { borderRadius: 4 },
    spacing: 8,
  }),
  Forest: createTheme({
    palette: { primary: { main: '#1b5e20' } },
    shape: { borderRadius: 12 },
    spacing: 10,
  }),
};

// The same sx under two themes: only the tokens change, the component code does not.
function PromoCard() {
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'primary.main',
        color: 'text.primary',
        bgcolor: 'background.paper',
      }}
    >
      <Box component="p" sx={{ m: 0, mb: 1.5, fontWeight: 'bold' }}>
        Spring sale: 20% off
      </Box>
      <Box
        component="span"
        sx={{
          display: 'inline-block',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        Shop now
      </Box>
    </Box>
  );
}

export default function UsageThemeTokens() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {Object.entries(brands).map(([name, theme]) => (
        <ThemeProvider key={name} theme={theme}>
          <div>
            <Box component="p" sx={{ mt: 0, typography: 'caption' }}>
              {name} theme
            </Box>
            <PromoCard />
          </div>
        </ThemeProvider>
      ))}
    </Paper>
  );
}
