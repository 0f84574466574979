import * as React from 'react';
import { Box, Stack } from '@mui/system';

// Without useFlexGap, Stack spaces children with its own margin rule, which beats a child's
// margin on the same side. With useFlexGap the spacing is a gap and the child's margin adds up.
export default function StackChildMargin() {
  const [useFlexGap, setUseFlexGap] = React.useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        <input
          type="checkbox"
          checked={useFlexGap}
          onChange={(event) => setUseFlexGap(event.target.checked)}
        />{' '}
        useFlexGap
      </label>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap={useFlexGap}
        sx={{ alignItems: 'center' }}
      >
        <button type="button">Bold</button>
        <button type="button">Italic</button>
        {/* This child asks for extra space before it, to start a new group of buttons. */}
        <Box component="button" type="button" sx={{ ml: 4 }}>
          Link
        </Box>
      </Stack>
    </Box>
  );
}
