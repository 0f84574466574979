import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider } from '@mui/joy/styles';

// Apple's iOS text styles at the default ("Large") Dynamic Type size, mapped onto Joy's levels.
const appleTypography = {
  fontFamily: {
    body: '-apple-system, BlinkMacSystemFont, "SF Pro Text", system-ui, sans-serif',
    display:
      '-apple-system, BlinkMacSystemFont, "SF Pro Display", system-ui, sans-serif',
  },
  typography: {
    h1: {
      fontSize: '34px',
      lineHeight: '41px',
      fontWeight: 700,
      letterSpacing: '0.4px',
    }, // Large Title
    h2: {
      fontSize: '28px',
      lineHeight: '34px',
      fontWeight: 700,
      letterSpacing: '0.4px',
    }, // Title 1
    h3: {
      fontSize: '22px',
      lineHeight: '28px',
      fontWeight: 700,
      letterSpacing: '-0.3px',
    }, // Title 2
    h4: {
      fontSize: '20px',
      lineHeight: '25px',
      fontWeight: 600,
      letterSpacing: '-0.4px',
    }, // Title 3
    'title-lg': {
      fontSize: '17px',
      lineHeight: '22px',
      fontWeight: 600,
      letterSpacing: '-0.4px',
    }, // Headline
    'title-md': {
      fontSize: '16px',
      lineHeight: '21px',
      fontWeight: 600,
      letterSpacing: '-0.3px',
    }, // Callout, bold
    'title-sm': {
      fontSize: '15px',
      lineHeight: '20px',
      fontWeight: 600,
      letterSpacing: '-0.2px',
    }, // Subheadline, bold
    'body-lg': { fontSize: '17px', lineHeight: '22px', letterSpacing: '-0.4px' }, // Body
    'body-md': { fontSize: '15px', lineHeight: '20px', letterSpacing: '-0.2px' }, // Subheadline
    'body-sm': { fontSize: '13px', lineHeight: '18px', letterSpacing: '-0.1px' }, // Footnote
    'body-xs': { fontSize: '12px', lineHeight: '16px', letterSpacing: 0 }, // Caption 1
  },
};

const rows = [
  { title: 'Wi-Fi', detail: 'Home network' },
  { title: 'Battery', detail: '82%, charging' },
];

export default function AppleRamp() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: appleTypography }}>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'lg', maxWidth: 360 }}>
        <Typography level="h1" component="h3">
          Settings
        </Typography>
        <List
          variant="outlined"
          sx={{ mt: 1.5, borderRadius: 'md', bgcolor: 'background.surface' }}
        >
          {rows.map((row) => (
            <ListItem key={row.title}>
              <ListItemContent>
                <Typography level="body-lg">{row.title}</Typography>
                <Typography level="body-sm">{row.detail}</Typography>
              </ListItemContent>
            </ListItem>
          ))}
        </List>
        <Typography level="body-xs" sx={{ mt: 1, px: 1 }}>
          Footnotes and captions keep their own, smaller styles.
        </Typography>
      </Sheet>
    </ThemeProvider>
  );
}
