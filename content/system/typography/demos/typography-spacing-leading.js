import * as React from 'react';
import { Box } from '@mui/system';

// A unitless lineHeight multiplies the font size; letterSpacing numbers are pixels.
export default function TypographySpacingLeading() {
  const [letterSpacing, setLetterSpacing] = React.useState(0);
  const [lineHeight, setLineHeight] = React.useState(1.5);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <label>
          letterSpacing: {letterSpacing}{' '}
          <input
            type="range"
            min={-1}
            max={6}
            step={0.5}
            value={letterSpacing}
            onChange={(event) => setLetterSpacing(Number(event.target.value))}
          />
        </label>
        <label>
          lineHeight: {lineHeight}{' '}
          <input
            type="range"
            min={1}
            max={2.4}
            step={0.1}
            value={lineHeight}
            onChange={(event) => setLineHeight(Number(event.target.value))}
          />
        </label>
      </Box>
      <Box component="p" sx={{ m: 0, maxWidth: 420, letterSpacing, lineHeight }}>
        Our spring release adds shared folders, faster search across every workspace,
        and a new export dialog that remembers your last choices.
      </Box>
    </Box>
  );
}
