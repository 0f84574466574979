import * as React from 'react';
import { Box } from '@mui/system';

// A long file name in a narrow row: the size label keeps its width only with flexShrink: 0.
export default function FlexboxShrinkFilename() {
  const [shrink, setShrink] = React.useState(0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        flexShrink of the size label{' '}
        <select
          value={shrink}
          onChange={(event) => setShrink(Number(event.target.value))}
        >
          <option>0</option>
          <option>1</option>
        </select>
      </label>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          width: 260,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box
          component="span"
          sx={{
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          quarterly-report-final-version-reviewed.pdf
        </Box>
        <Box
          component="span"
          sx={{
            flexShrink: shrink,
            whiteSpace: shrink ? 'normal' : 'nowrap',
            color: 'text.secondary',
          }}
        >
          2.4 MB
        </Box>
      </Box>
    </Box>
  );
}
