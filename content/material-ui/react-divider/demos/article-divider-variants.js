import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function ArticleDividerVariants() {
  return (
    <Box sx={{ maxWidth: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography sx={{ p: 2 }}>
        fullWidth (default): spans the whole card.
      </Typography>
      <Divider />
      <Typography sx={{ p: 2 }}>
        inset: starts 72px in, past an avatar column.
      </Typography>
      <Divider variant="inset" />
      <Typography sx={{ p: 2 }}>middle: margins on both sides.</Typography>
      <Divider variant="middle" />
      <Typography sx={{ p: 2 }}>The end of the card.</Typography>
    </Box>
  );
}
