import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import GitHubIcon from '@mui/icons-material/GitHub';
import KeyIcon from '@mui/icons-material/Key';

export default function SignInOptions() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'stretch', maxWidth: 560 }}
    >
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Input
          placeholder="Email"
          type="email"
          slotProps={{ input: { 'aria-label': 'Email' } }}
        />
        <Button>Send me a sign-in link</Button>
      </Stack>
      {/* Vertical on wide screens, horizontal when the columns stack */}
      <Divider orientation="vertical" sx={{ display: { xs: 'none', sm: 'flex' } }}>
        or
      </Divider>
      <Divider sx={{ display: { xs: 'flex', sm: 'none' } }}>or</Divider>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Button variant="outlined" color="neutral" startDecorator={<GitHubIcon />}>
          Continue with GitHub
        </Button>
        <Button variant="outlined" color="neutral" startDecorator={<KeyIcon />}>
          Use a passkey
        </Button>
      </Stack>
    </Stack>
  );
}
