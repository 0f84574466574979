import * as React from 'react';
import { Box, Grid } from '@mui/system';

const cell = {
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
};

// size="auto" fits the content, size="grow" takes what is left: no column counting needed.
export default function GridAutoLayoutToolbar() {
  return (
    <Grid container spacing={1} sx={{ alignItems: 'center' }}>
      <Grid size="auto">
        <Box sx={cell}>Logo</Box>
      </Grid>
      <Grid size="grow">
        <Box component="label" sx={{ ...cell, display: 'flex', gap: 1 }}>
          Search
          <Box
            component="input"
            type="search"
            sx={{ flexGrow: 1, minWidth: 0, font: 'inherit' }}
          />
        </Box>
      </Grid>
      <Grid size="auto">
        <Box
          component="button"
          type="button"
          sx={{ ...cell, font: 'inherit', cursor: 'pointer' }}
        >
          Sign in
        </Box>
      </Grid>
    </Grid>
  );
}
