import * as React from 'react';
import { Box, Stack } from '@mui/system';

// A flex child is at least as wide as its content by default, so nowrap text pushes the row
// wider than its parent. minWidth: 0 lets the child shrink and the ellipsis appear.
export default function StackNowrapMinWidth() {
  const [fixed, setFixed] = React.useState(true);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        <input
          type="checkbox"
          checked={fixed}
          onChange={(event) => setFixed(event.target.checked)}
        />{' '}
        minWidth: 0 on the text
      </label>
      <Box
        sx={{
          width: 280,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            }}
          />
          <Box sx={{ minWidth: fixed ? 0 : 'auto' }}>
            <Box
              sx={{
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              Priya Raman commented on the onboarding checklist draft
            </Box>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
