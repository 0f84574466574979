import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function TruncatingGrid() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 320 }}>
      <Grid container wrap="nowrap" spacing={2}>
        <Grid item>
          <Avatar aria-hidden="true">W</Avatar>
        </Grid>
        {/* zeroMinWidth lets the flex item shrink below its content, so noWrap truncates. */}
        <Grid item xs zeroMinWidth>
          <Typography noWrap>
            Weekly planning meeting notes for the design and engineering teams
          </Typography>
        </Grid>
      </Grid>
    </Paper>
  );
}
