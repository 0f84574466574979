import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

function Cell({ children }) {
  return (
    <Sheet
      variant="soft"
      color="neutral"
      sx={{ p: 1, borderRadius: 'sm', textAlign: 'center' }}
    >
      {children}
    </Sheet>
  );
}

export default function GridOffsetColumns() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid xs={4}>
        <Cell>xs=4</Cell>
      </Grid>
      {/* Skip four columns; from md up, only two. */}
      <Grid xs={4} xsOffset={4} mdOffset={2}>
        <Cell>xs=4, offset 4 (md: 2)</Cell>
      </Grid>
      {/* "auto" pushes the item to the end of its row. */}
      <Grid xs={3} xsOffset="auto">
        <Cell>offset auto</Cell>
      </Grid>
      <Grid xs={6} xsOffset={3}>
        <Cell>xs=6, centred by offset 3</Cell>
      </Grid>
    </Grid>
  );
}
