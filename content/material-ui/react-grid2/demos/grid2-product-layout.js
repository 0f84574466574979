import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

export default function Grid2ProductLayout() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 5 }}>
        <Box
          role="img"
          aria-label="Photo placeholder of a ceramic teapot"
          sx={{
            aspectRatio: '4 / 3',
            borderRadius: 2,
            background: (theme) =>
              `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.light})`,
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <Typography variant="h6" component="h3">
          Ceramic teapot, 0.8 l
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Hand-glazed stoneware with a steel strainer. Dishwasher safe.
        </Typography>
        <Grid container spacing={1} sx={{ mt: 2 }}>
          <Grid size="auto">
            <Typography variant="h5" component="p">
              $39
            </Typography>
          </Grid>
          <Grid size="auto" offset="auto">
            <Button variant="contained">Add to cart</Button>
          </Grid>
        </Grid>
      </Grid>
    </Grid>
  );
}
