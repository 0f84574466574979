import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function IndeterminateLoading() {
  return (
    // Without determinate, the bar moves back and forth: the length of the task is unknown.
    // It sits flush on the panel's top edge, as a page-level loading indicator.
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'md', overflow: 'hidden', maxWidth: 420 }}
    >
      <LinearProgress
        size="sm"
        aria-label="Loading search results"
        sx={{ borderRadius: 0 }}
      />
      <Typography level="body-md" sx={{ p: 2 }}>
        Searching 12,000 documents…
      </Typography>
    </Sheet>
  );
}
