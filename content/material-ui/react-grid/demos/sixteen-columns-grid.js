import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function SixteenColumnsGrid() {
  return (
    // columns={16}: sizes are sixteenths, so 5 + 11 splits the row unevenly.
    <Grid container spacing={2} columns={16}>
      <Grid item xs={5}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          xs=5
        </Paper>
      </Grid>
      <Grid item xs={11}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          xs=11
        </Paper>
      </Grid>
    </Grid>
  );
}
