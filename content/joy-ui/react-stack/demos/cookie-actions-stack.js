import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CookieActionsStack() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }}>
      <Typography level="title-md">Cookie settings</Typography>
      <Typography level="body-md">
        We use cookies to keep you signed in and to measure traffic.
      </Typography>
      {/* direction and spacing take breakpoint objects: a column of full-width buttons on phones, a row from sm up. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button variant="plain" color="neutral">
          Manage
        </Button>
        <Button variant="outlined" color="neutral">
          Reject all
        </Button>
        <Button>Accept all</Button>
      </Stack>
    </Card>
  );
}
