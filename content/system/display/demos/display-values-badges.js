import * as React from 'react';
import { Box } from '@mui/system';

const values = ['inline', 'inline-block', 'block', 'none'];

// inline ignores width and vertical padding; inline-block keeps both and stays in the line.
export default function DisplayValuesBadges() {
  const [display, setDisplay] = React.useState('inline-block');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        display{' '}
        <select value={display} onChange={(event) => setDisplay(event.target.value)}>
          {values.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <Box sx={{ maxWidth: 420 }}>
        Tagged
        {['design', 'urgent', 'Q3'].map((tag) => (
          <Box
            component="span"
            key={tag}
            sx={{
              display,
              width: 72,
              mx: 0.5,
              py: 0.5,
              textAlign: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {tag}
          </Box>
        ))}
        by the product team.
      </Box>
    </Box>
  );
}
