import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ProductComplexGrid() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
      <Grid container spacing={2}>
        <Grid item>
          <Box
            role="img"
            aria-label="Desk lamp"
            sx={{
              width: 112,
              height: 112,
              borderRadius: 1,
              background: 'linear-gradient(135deg, #ffd166, #ef476f)',
            }}
          />
        </Grid>
        {/* A nested column grid for the text, and a price pinned to the end. */}
        <Grid item xs={12} sm container>
          <Grid item xs container direction="column" spacing={1}>
            <Grid item xs>
              <Typography variant="subtitle1" component="h3">
                Desk lamp
              </Typography>
              <Typography variant="body2">Warm light, three levels</Typography>
              <Typography variant="body2" color="text.secondary">
                Item 20814
              </Typography>
            </Grid>
            <Grid item>
              <Button size="small">Remove</Button>
            </Grid>
          </Grid>
          <Grid item>
            <Typography variant="subtitle1" component="p">
              €39.00
            </Typography>
          </Grid>
        </Grid>
      </Grid>
    </Paper>
  );
}
