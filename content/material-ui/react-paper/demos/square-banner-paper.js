import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SquareBannerPaper() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 460 }}>
      {/* square drops the radius: right for surfaces that touch the edges of the screen. */}
      <Paper
        square
        elevation={0}
        sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography variant="body2">Edge-to-edge banner: square corners.</Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2">
          Card inside the page: the theme&apos;s rounded corners.
        </Typography>
      </Paper>
      {/* Or set any radius through sx, in multiples of theme.shape.borderRadius. */}
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 4 }}>
        <Typography variant="body2">
          A softer surface: borderRadius 4 (four times the theme radius).
        </Typography>
      </Paper>
    </Stack>
  );
}
