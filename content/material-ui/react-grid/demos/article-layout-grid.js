import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ArticleLayoutGrid() {
  return (
    <Grid container spacing={2}>
      {/* Full width on phones; 8 + 4 columns from md. */}
      <Grid item xs={12} md={8}>
        <Paper variant="outlined" sx={{ p: 2, minHeight: 160 }}>
          <Typography variant="h6" component="h3">
            Article
          </Typography>
          <Typography variant="body2">xs=12 md=8: the main column.</Typography>
        </Paper>
      </Grid>
      <Grid item xs={12} md={4}>
        <Paper variant="outlined" sx={{ p: 2, minHeight: 160 }}>
          <Typography variant="h6" component="h3">
            Related
          </Typography>
          <Typography variant="body2">
            xs=12 md=4: below on phones, beside from md.
          </Typography>
        </Paper>
      </Grid>
      <Grid item xs={6} md={4}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          xs=6 md=4
        </Paper>
      </Grid>
      <Grid item xs={6} md={4}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          xs=6 md=4
        </Paper>
      </Grid>
      <Grid item xs={12} md={4}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          xs=12 md=4
        </Paper>
      </Grid>
    </Grid>
  );
}
