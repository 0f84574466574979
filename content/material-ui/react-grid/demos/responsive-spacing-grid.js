import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function ResponsiveSpacingGrid() {
  return (
    // Tighter on phones, roomier on large screens: spacing and columns both follow the breakpoint.
    <Grid container spacing={{ xs: 1, md: 3 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Grid item xs={2} sm={4} md={4} key={index}>
          <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
            Photo {index + 1}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
