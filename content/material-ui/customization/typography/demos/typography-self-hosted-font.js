import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// The font files come from the @fontsource/roboto-mono package, served with the app
// (import '@fontsource/roboto-mono/400.css' once in the entry); no third-party font request.
const receiptTheme = createTheme({
  typography: {
    fontFamily: '"Roboto Mono", ui-monospace, monospace',
    fontSize: 13,
  },
});

const LINES = [
  ['2 x Flat white', '$9.00'],
  ['1 x Almond croissant', '$4.50'],
  ['Tip', '$1.35'],
];

export default function TypographySelfHostedFont() {
  return (
    <ThemeProvider theme={receiptTheme}>
      <Paper variant="outlined" sx={{ p: 2, width: 280 }}>
        <Typography
          variant="subtitle2"
          component="h3"
          sx={{ textAlign: 'center', mb: 1 }}
        >
          CORNER CAFE
        </Typography>
        <Stack spacing={0.5}>
          {LINES.map(([item, price]) => (
            <Stack
              key={item}
              direction="row"
              sx={{ justifyContent: 'space-between' }}
            >
              <Typography variant="body2">{item}</Typography>
              <Typography variant="body2">{price}</Typography>
            </Stack>
          ))}
          <Stack
            direction="row"
            sx={{
              justifyContent: 'space-between',
              borderTop: 1,
              borderColor: 'divider',
              pt: 0.5,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Total
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              $14.85
            </Typography>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
