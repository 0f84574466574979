import * as React from 'react';
import { styled } from '@mui/material/styles';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The Material Icons font is self-hosted (@fontsource/material-icons, linked on this page).
// These rules make its ligatures work: the text "home" is drawn as the home glyph.
const FontIcon = styled(Icon)({
  fontFamily: '"Material Icons"',
  fontWeight: 'normal',
  fontStyle: 'normal',
  lineHeight: 1,
  letterSpacing: 'normal',
  textTransform: 'none',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
  direction: 'ltr',
  fontFeatureSettings: '"liga"',
  WebkitFontSmoothing: 'antialiased',
});

const shortcuts = [
  { glyph: 'home', label: 'Home', color: 'primary' },
  { glyph: 'settings', label: 'Settings', color: 'action' },
  { glyph: 'favorite', label: 'Saved', color: 'error' },
  { glyph: 'cloud_upload', label: 'Upload', color: 'success' },
];

export default function MaterialFontIcons() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shortcuts.map((item) => (
        <Stack key={item.glyph} spacing={0.5} sx={{ alignItems: 'center' }}>
          {/* baseClassName names the font's class; the child text is the ligature. */}
          <FontIcon
            baseClassName="material-icons"
            color={item.color}
            fontSize="large"
          >
            {item.glyph}
          </FontIcon>
          <Typography variant="caption">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
