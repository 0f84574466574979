import * as React from 'react';
import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function CenteredPanel() {
  return (
    // justifyContent and alignItems on the container center its single item both ways.
    <Grid
      container
      sx={{
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: 240,
        bgcolor: 'background.level1',
        borderRadius: 'md',
      }}
    >
      <Grid xs={10} sm={6} md={4}>
        <Sheet
          variant="outlined"
          sx={{ p: 3, borderRadius: 'md', textAlign: 'center' }}
        >
          <Typography level="title-lg" component="p">
            No results yet
          </Typography>
          <Typography level="body-sm" sx={{ my: 1 }}>
            Run your first report to see it here.
          </Typography>
          <Button size="sm">Run report</Button>
        </Sheet>
      </Grid>
    </Grid>
  );
}
