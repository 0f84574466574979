import * as React from 'react';
import { Box, Grid } from '@mui/system';

// Responsive size and offset together: full width on phones, a centered 8 or 6 columns above.
export default function GridCenteredOffset() {
  return (
    <Grid container>
      <Grid size={{ xs: 12, sm: 8, md: 6 }} offset={{ xs: 0, sm: 2, md: 3 }}>
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}>
          <Box component="h3" sx={{ m: 0, fontSize: 18 }}>
            Reset your password
          </Box>
          <Box component="p" sx={{ mb: 0, color: 'text.secondary' }}>
            This card stays centered: its offset grows as its size shrinks.
          </Box>
        </Box>
      </Grid>
    </Grid>
  );
}
