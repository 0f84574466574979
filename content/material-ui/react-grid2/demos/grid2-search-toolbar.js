import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import TextField from '@mui/material/TextField';

export default function Grid2SearchToolbar() {
  return (
    <Grid container spacing={1} sx={{ alignItems: 'center' }} role="search">
      {/* "grow" takes whatever the buttons leave over. */}
      <Grid size="grow">
        <TextField
          id="grid2-toolbar-search"
          label="Search invoices"
          size="small"
          fullWidth
        />
      </Grid>
      {/* "auto" is as wide as its content, so long labels never wrap. */}
      <Grid size="auto">
        <Button variant="outlined">Filters</Button>
      </Grid>
      <Grid size="auto">
        <Button variant="contained">New invoice</Button>
      </Grid>
    </Grid>
  );
}
