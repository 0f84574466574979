import * as React from 'react';
import { Box } from '@mui/system';

const controls = {
  textAlign: ['left', 'center', 'right', 'justify'],
  textTransform: ['none', 'uppercase', 'capitalize'],
  fontWeight: ['fontWeightLight', 'fontWeightRegular', 'fontWeightBold'],
  fontStyle: ['normal', 'italic'],
  fontFamily: ['inherit', 'monospace', 'serif'],
  letterSpacing: ['normal', '0.1em'],
  lineHeight: ['1.2', '1.5', '2'],
  fontSize: ['h6.fontSize', '14px', '1.25rem'],
};

export default function TypographyTextProps() {
  const [sx, setSx] = React.useState({
    textAlign: 'left',
    textTransform: 'none',
    fontWeight: 'fontWeightRegular',
    fontStyle: 'normal',
    fontFamily: 'inherit',
    letterSpacing: 'normal',
    lineHeight: '1.5',
    fontSize: '14px',
  });
  const style = sx;
  return (
    <div>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 1.5,
          mb: 2,
          fontSize: 14,
        }}
      >
        {Object.keys(controls).map((key) => (
          <label key={key} style={{ display: 'grid', gap: 4 }}>
            {key}
            <select
              value={sx[key]}
              onChange={(event) => setSx({ ...sx, [key]: event.target.value })}
              style={{ font: 'inherit' }}
            >
              {controls[key].map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
        ))}
      </Box>
      <Box
        component="p"
        sx={{
          ...style,
          maxWidth: 420,
          m: 0,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        The quick brown fox jumps over the lazy dog, then naps in the afternoon sun
        by the river.
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 2,
          p: 1.5,
          bgcolor: 'action.selected',
          borderRadius: 1,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`sx={${JSON.stringify(style, null, 2)
          .replace(/"([a-zA-Z]+)":/g, '$1:')
          .replace(/"/g, "'")}}`}
      </Box>
    </div>
  );
}
