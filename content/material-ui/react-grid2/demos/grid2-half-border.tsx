import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

const stats = [
  ['Orders', '1,284'],
  ['Returns', '37'],
  ['Revenue', '$48.2k'],
  ['Refunds', '$1.1k'],
];

// Lines only between cells: each cell draws a left and top border, and negative margins on the
// container hide the ones on the outer edge (overflow hidden on the wrapper clips them).
export default function Grid2HalfBorder() {
  return (
    <Grid sx={{ overflow: 'hidden' }}>
      <Grid container sx={{ ml: '-1px', mt: '-1px' }}>
        {stats.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 3 }} sx={{ borderLeft: 1, borderTop: 1, borderColor: 'divider', p: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography variant="h6" component="p">
              {value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
