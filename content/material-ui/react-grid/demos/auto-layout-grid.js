import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';

export default function AutoLayoutGrid() {
  return (
    // xs (true) takes what is left; xs="auto" fits its content.
    <Grid container spacing={1} sx={{ alignItems: 'center' }}>
      <Grid item xs>
        <TextField id="auto-layout-email" label="Email" size="small" fullWidth />
      </Grid>
      <Grid item xs="auto">
        <Button variant="contained">Subscribe</Button>
      </Grid>
    </Grid>
  );
}
