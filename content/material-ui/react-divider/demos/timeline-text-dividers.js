import * as React from 'react';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TimelineTextDividers() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      {/* textAlign moves the children along the line: left, center (default) or right. */}
      <Divider textAlign="left">
        <Typography variant="overline">Today</Typography>
      </Divider>
      <Typography variant="body2">Maya commented on “Roadmap Q3”.</Typography>
      <Divider>
        <Chip label="Yesterday" size="small" />
      </Divider>
      <Typography variant="body2">You merged pull request #482.</Typography>
      <Divider textAlign="right">
        <Typography variant="overline">Last week</Typography>
      </Divider>
      <Typography variant="body2">The team moved to the new board.</Typography>
    </Stack>
  );
}
