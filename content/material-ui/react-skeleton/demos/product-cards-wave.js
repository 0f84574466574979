import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Skeleton from '@mui/material/Skeleton';

export default function ProductCardsWave() {
  return (
    // wave sweeps a highlight across: it reads as "working", for short waits on few items.
    <Grid
      container
      spacing={2}
      sx={{ maxWidth: 520 }}
      aria-busy="true"
      aria-label="Loading products"
      role="region"
    >
      {[0, 1, 2].map((card) => (
        <Grid key={card} size={4}>
          <Card variant="outlined">
            <Skeleton variant="rectangular" animation="wave" height={90} />
            <CardContent>
              <Skeleton animation="wave" />
              <Skeleton animation="wave" width="50%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
