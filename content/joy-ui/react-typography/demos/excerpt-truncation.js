import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const text =
  'The quarterly review covers revenue, retention and hiring, with notes from every team lead and a list of the risks we are tracking into next year.';

export default function ExcerptTruncation() {
  return (
    <Box sx={{ maxWidth: 300, display: 'grid', gap: 1.5 }}>
      {/* noWrap: one line with an ellipsis. */}
      <Typography noWrap title={text}>
        {text}
      </Typography>
      {/* A line clamp for a short excerpt. */}
      <Typography
        level="body-sm"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {text}
      </Typography>
    </Box>
  );
}
