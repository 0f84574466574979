import * as React from 'react';
import { Box, useTheme } from '@mui/system';

const values = [0, 0.5, 1, 2, 3, 4];

export default function SpacingPlayground() {
  const theme = useTheme();
  const [padding, setPadding] = React.useState(2);
  const [marginTop, setMarginTop] = React.useState(1);
  const px = (value) => theme.spacing(value);
  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <label>
          p{' '}
          <select
            value={padding}
            onChange={(event) => setPadding(Number(event.target.value))}
            style={{ font: 'inherit' }}
          >
            {values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label>
          mt{' '}
          <select
            value={marginTop}
            onChange={(event) => setMarginTop(Number(event.target.value))}
            style={{ font: 'inherit' }}
          >
            {values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </Box>
      <Box
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'text.secondary',
          display: 'inline-block',
        }}
      >
        <Box
          sx={{
            mt: marginTop,
            p: padding,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          Card content
        </Box>
      </Box>
      <Box
        component="pre"
        sx={{
          mt: 2,
          mb: 0,
          p: 1.5,
          bgcolor: 'action.selected',
          borderRadius: 1,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`sx={{ mt: ${marginTop}, p: ${padding} }}\n// margin-top: ${px(marginTop)}; padding: ${px(padding)}`}
      </Box>
    </div>
  );
}
