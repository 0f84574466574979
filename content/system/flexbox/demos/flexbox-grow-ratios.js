import * as React from 'react';
import { Box } from '@mui/system';

const panes = [
  { label: 'Folders', grow: 1 },
  { label: 'Messages', grow: 2 },
  { label: 'Reading pane', grow: 3 },
];

// flexGrow values are ratios of the free space: 1 : 2 : 3 here, whatever the container width.
export default function FlexboxGrowRatios() {
  return (
    <Box sx={{ display: 'flex', gap: 1, height: 120 }}>
      {panes.map((pane) => (
        <Box
          key={pane.label}
          sx={{
            flexGrow: pane.grow,
            flexBasis: 0,
            minWidth: 0,
            p: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          {pane.label}
          <Box
            component="span"
            sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}
          >
            flexGrow: {pane.grow}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
