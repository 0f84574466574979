import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

export default function RowColumnSpacingGrid() {
  return (
    // 8 px between rows, 24 px between columns.
    <Grid container rowSpacing={1} columnSpacing={3}>
      {['Name', 'Email', 'Company', 'Role'].map((label) => (
        <Grid item xs={6} key={label}>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            {label}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
