import * as React from 'react';
import { Box } from '@mui/system';

const statuses = [
  { label: 'Paid', color: 'success' },
  { label: 'Pending', color: 'warning' },
  { label: 'Overdue', color: 'error' },
  { label: 'Draft', color: 'info' },
];

// `bgcolor` and `borderColor` take palette paths. The status colour marks the dot and the
// outline; the text stays text.primary, which keeps its contrast whatever the status colour.
export default function PaletteStatusBadges() {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {statuses.map((status) => (
        <Box
          component="li"
          key={status.label}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.5,
            borderRadius: 4,
            border: 1,
            borderColor: `${status.color}.main`,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: `${status.color}.main`,
            }}
          />
          {status.label}
        </Box>
      ))}
    </Box>
  );
}
