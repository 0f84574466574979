import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';

export default function GridAutoLayout() {
  return (
    <Grid container spacing={1} sx={{ maxWidth: 560, alignItems: 'center' }}>
      {/* xs (true) takes the remaining space; "auto" fits its content. */}
      <Grid xs>
        <Input placeholder="Search the docs" aria-label="Search the docs" />
      </Grid>
      <Grid xs="auto">
        <Button>Search</Button>
      </Grid>
      <Grid xs="auto">
        <Button variant="plain">Advanced</Button>
      </Grid>
    </Grid>
  );
}
