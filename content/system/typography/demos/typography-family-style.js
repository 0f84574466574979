import * as React from 'react';
import { Box } from '@mui/system';

const families = ['fontFamily', 'monospace', 'Georgia, serif'];

// fontFamily: 'fontFamily' reads theme.typography.fontFamily; any other value is plain CSS.
export default function TypographyFamilyStyle() {
  const [fontFamily, setFontFamily] = React.useState('monospace');
  const [italic, setItalic] = React.useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <label>
          fontFamily{' '}
          <select
            value={fontFamily}
            onChange={(event) => setFontFamily(event.target.value)}
          >
            {families.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={italic}
            onChange={(event) => setItalic(event.target.checked)}
          />{' '}
          fontStyle: italic
        </label>
      </Box>
      <Box
        component="blockquote"
        sx={{
          m: 0,
          pl: 2,
          borderLeft: 4,
          borderColor: 'divider',
          fontFamily,
          fontStyle: italic ? 'italic' : 'normal',
        }}
      >
        Deploy finished in 42 s. Build #1873 is live.
      </Box>
    </Box>
  );
}
