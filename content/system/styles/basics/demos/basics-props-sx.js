import * as React from 'react';
import { Box } from '@mui/system';

// The hook API's props-to-styles functions become plain expressions in sx.
function PriorityChip({ priority }) {
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: 13,
        fontWeight: priority === 'low' ? 400 : 700,
        border: 1,
        borderColor: priority === 'high' ? 'primary.main' : 'divider',
        bgcolor: priority === 'high' ? 'primary.main' : 'transparent',
        color: priority === 'high' ? 'primary.contrastText' : 'text.primary',
      }}
    >
      {priority}
    </Box>
  );
}

export default function BasicsPropsSx() {
  const [priority, setPriority] = React.useState('normal');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <label>
        Priority{' '}
        <select
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
        >
          <option>low</option>
          <option>normal</option>
          <option>high</option>
        </select>
      </label>
      <span>Ticket #311: export fails on large files</span>
      <PriorityChip priority={priority} />
    </Box>
  );
}
