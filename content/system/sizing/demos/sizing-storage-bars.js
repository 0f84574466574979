import * as React from 'react';
import { Box } from '@mui/system';

const usage = [
  { label: 'Photos', share: 0.45 },
  { label: 'Documents', share: 0.2 },
  { label: 'Backups', share: 1 },
];

// Numbers in (0, 1] are fractions of the parent: width 0.45 is 45%.
export default function SizingStorageBars() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, maxWidth: 400 }}>
      {usage.map((item) => (
        <div key={item.label}>
          <Box component="dt" sx={{ mb: 0.5 }}>
            {item.label}: {Math.round(item.share * 100)}%
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              height: 8,
              width: 1,
              bgcolor: 'action.selected',
              borderRadius: 4,
            }}
          >
            <Box
              sx={{
                height: 1,
                width: item.share,
                bgcolor: item.share === 1 ? 'error.main' : 'primary.main',
                borderRadius: 4,
              }}
            />
          </Box>
        </div>
      ))}
    </Box>
  );
}
