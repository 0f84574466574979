import * as React from 'react';
import { Box } from '@mui/system';

// flex makes a block-level container; inline-flex keeps it inside the line of text.
export default function FlexboxInlineFlex() {
  const [display, setDisplay] = React.useState('inline-flex');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        display{' '}
        <select value={display} onChange={(event) => setDisplay(event.target.value)}>
          <option>inline-flex</option>
          <option>flex</option>
        </select>
      </label>
      <div>
        Your order ships with{' '}
        <Box
          component="span"
          sx={{
            display,
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" />
          </svg>
          Express
        </Box>{' '}
        delivery, tracked to your door.
      </div>
    </Box>
  );
}
