import * as React from 'react';
import { Box, Grid } from '@mui/system';

const steps = [0, 0.5, 1, 2, 3, 4];

export default function GridSpacingPlayground() {
  const [rowSpacing, setRowSpacing] = React.useState(2);
  const [columnSpacing, setColumnSpacing] = React.useState(2);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <label>
          rowSpacing{' '}
          <select
            value={rowSpacing}
            onChange={(event) => setRowSpacing(Number(event.target.value))}
          >
            {steps.map((step) => (
              <option key={step}>{step}</option>
            ))}
          </select>
        </label>
        <label>
          columnSpacing{' '}
          <select
            value={columnSpacing}
            onChange={(event) => setColumnSpacing(Number(event.target.value))}
          >
            {steps.map((step) => (
              <option key={step}>{step}</option>
            ))}
          </select>
        </label>
      </Box>
      <Grid
        container
        rowSpacing={rowSpacing}
        columnSpacing={columnSpacing}
        aria-label="Photo album"
        role="list"
      >
        {['Harbour', 'Old town', 'Market', 'Lighthouse', 'Beach', 'Sunset'].map(
          (place) => (
            <Grid key={place} size={4} role="listitem">
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  height: 72,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {place}
              </Box>
            </Grid>
          ),
        )}
      </Grid>
      <Box component="code" sx={{ fontSize: 13 }}>
        {`<Grid container rowSpacing={${rowSpacing}} columnSpacing={${columnSpacing}}>`}
      </Box>
    </Box>
  );
}
