import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function GridVariableWidth() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 560 }}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        {/* xs="auto": as wide as the avatar, no more. */}
        <Grid xs="auto">
          <Avatar>AM</Avatar>
        </Grid>
        {/* xs (true): takes all the width the auto items leave. */}
        <Grid xs sx={{ minWidth: 0 }}>
          <Typography level="title-sm">Amara Mensah</Typography>
          <Typography level="body-sm" noWrap>
            Invited you to edit “Quarterly planning, northern region”
          </Typography>
        </Grid>
        <Grid xs="auto">
          <Button size="sm" variant="soft">
            Accept
          </Button>
        </Grid>
      </Grid>
    </Sheet>
  );
}
