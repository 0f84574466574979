import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function FullWidthActions() {
  return (
    // fullWidth stretches the button across its container, as in narrow sign-in forms.
    <Sheet
      variant="outlined"
      sx={{
        p: 3,
        borderRadius: 'md',
        width: 320,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Typography level="title-lg">Sign in to continue</Typography>
      <Button fullWidth>Continue with email</Button>
      <Divider>or</Divider>
      <Button fullWidth variant="outlined" color="neutral">
        Continue with a passkey
      </Button>
    </Sheet>
  );
}
