import * as React from 'react';
import { Box } from '@mui/system';

const options = ['none', 'uppercase', 'lowercase', 'capitalize'];

// The text in the DOM stays as written: screen readers and copy-paste get the original.
export default function TypographyTransformTabs() {
  const [textTransform, setTextTransform] = React.useState('uppercase');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        textTransform{' '}
        <select
          value={textTransform}
          onChange={(event) => setTextTransform(event.target.value)}
        >
          {options.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <Box
        component="ul"
        aria-label="Account sections"
        sx={{
          display: 'flex',
          gap: 3,
          m: 0,
          p: 0,
          listStyle: 'none',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {['Overview', 'billing history', 'Team members'].map((label) => (
          <Box
            component="li"
            key={label}
            sx={{
              py: 1,
              textTransform,
              letterSpacing: textTransform === 'uppercase' ? 1 : 0,
              fontWeight: 600,
            }}
          >
            {label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
