import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

const specs = [
  ['Weight', '1.2 kg'],
  ['Battery', '14 hours'],
  ['Screen', '13.6 in'],
  ['Storage', '512 GB'],
  ['Memory', '16 GB'],
  ['Ports', '2 × USB-C'],
];

export default function Grid2SpecSheet() {
  return (
    // The container draws the top and left lines; each cell its right and bottom,
    // so no two lines ever double up.
    <Grid
      container
      sx={{
        borderTop: 1,
        borderLeft: 1,
        borderColor: 'divider',
        '& > div': { borderRight: 1, borderBottom: 1, borderColor: 'divider' },
      }}
    >
      {specs.map(([name, value]) => (
        <Grid key={name} size={{ xs: 6, md: 4 }} sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {name}
          </Typography>
          <Typography variant="subtitle1" component="p">
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
