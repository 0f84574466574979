import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function GridSpacingColumns() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <div>
      <Typography id="grid-spacing-columns-label" level="body-sm">
        spacing: {spacing}
      </Typography>
      <Slider
        min={0}
        max={4}
        step={0.5}
        value={spacing}
        onChange={(_e, v) => setSpacing(v)}
        slotProps={{ input: { 'aria-labelledby': 'grid-spacing-columns-label' } }}
        sx={{ maxWidth: 240, mb: 2 }}
      />
      {/* columns sets the count the item sizes divide: here 10, so xs={2} is a fifth. */}
      <Grid container spacing={spacing} columns={10}>
        {[2, 2, 2, 2, 2, 6, 4].map((size, i) => (
          <Grid key={i} xs={size}>
            <Sheet
              variant="soft"
              color="primary"
              sx={{ p: 1, textAlign: 'center', borderRadius: 'sm' }}
            >
              xs={size}
            </Sheet>
          </Grid>
        ))}
      </Grid>
    </div>
  );
}
