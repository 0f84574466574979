import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function GridV2OffsetForm() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
      <Grid
        container
        spacing={2}
        component="form"
        onSubmit={(event) => event.preventDefault()}
      >
        <Grid size={{ xs: 12, sm: 3 }}>
          <Typography variant="subtitle2" component="h3">
            Profile
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 9 }}>
          <TextField
            id="grid-v2-display-name"
            label="Display name"
            size="small"
            fullWidth
          />
        </Grid>
        {/* No label for this row: the offset lines the field up with the one above. */}
        <Grid size={{ xs: 12, sm: 9 }} offset={{ sm: 3 }}>
          <TextField
            id="grid-v2-bio"
            label="Short bio"
            size="small"
            multiline
            minRows={2}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <Typography variant="subtitle2" component="h3">
            Contact
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 9 }}>
          <TextField
            id="grid-v2-email"
            label="Email"
            type="email"
            size="small"
            fullWidth
          />
        </Grid>
        {/* offset="auto" pushes the item to the end of its row. */}
        <Grid size="auto" offset="auto">
          <Button type="submit" variant="contained">
            Save profile
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
