import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

const swatches = ['primary', 'secondary', 'success', 'warning', 'error'];

export default function Grid2SwatchGallery() {
  return (
    // Both the gap and the number of columns change with the screen width.
    <Grid container spacing={{ xs: 1, md: 3 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {swatches.map((color) => (
        <Grid key={color} size={2}>
          <Box
            sx={{
              height: 64,
              borderRadius: 1,
              bgcolor: `${color}.main`,
              color: `${color}.contrastText`,
              display: 'flex',
              alignItems: 'flex-end',
              p: 1,
            }}
          >
            <Typography variant="caption">{color}</Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
