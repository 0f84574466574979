import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';

function Sample() {
  return (
    <>
      <h3 style={{ marginTop: 0 }}>Shipping note</h3>
      <p>Parcels leave the warehouse within two working days.</p>
      <kbd>Ctrl</kbd> + <kbd>P</kbd> to print the label.
    </>
  );
}

export default function ScopedBaselineCompare() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
      }}
    >
      <div>
        <Typography variant="caption" component="p">
          Without a baseline
        </Typography>
        <Box sx={{ border: 1, borderColor: 'divider', p: 1 }}>
          <Sample />
        </Box>
      </div>
      <div>
        <Typography variant="caption" component="p">
          Inside ScopedCssBaseline
        </Typography>
        <ScopedCssBaseline enableColorScheme>
          <Box sx={{ border: 1, borderColor: 'divider', p: 1 }}>
            <Sample />
          </Box>
        </ScopedCssBaseline>
      </div>
    </Box>
  );
}
