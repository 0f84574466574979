import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SignInTemplate() {
  const [status, setStatus] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setStatus(`Signing in as ${data.get('email') || 'an empty address'}…`);
  };

  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        borderRadius: 'lg',
        overflow: 'hidden',
        minHeight: 420,
      }}
    >
      <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ p: { xs: 3, sm: 5 }, justifyContent: 'center' }}>
        <div>
          <Typography component="h2" level="h3">
            Welcome back
          </Typography>
          <Typography level="body-sm">
            New here? <Link component="button" type="button" onClick={() => setStatus('Opening the sign-up form…')}>
              Create an account
            </Link>
          </Typography>
        </div>
        <FormControl required>
          <FormLabel>Email</FormLabel>
          <Input type="email" name="email" autoComplete="email" placeholder="you@example.com" />
        </FormControl>
        <FormControl required>
          <FormLabel>Password</FormLabel>
          <Input type="password" name="password" autoComplete="current-password" />
        </FormControl>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Checkbox size="sm" label="Remember me" name="remember" />
          <Link level="body-sm" component="button" type="button" onClick={() => setStatus('Reset link sent.')}>
            Forgot password?
          </Link>
        </Stack>
        <Button type="submit" fullWidth>
          Sign in
        </Button>
        <Divider>or</Divider>
        <Button variant="outlined" color="neutral" fullWidth onClick={() => setStatus('Opening single sign-on…')}>
          Continue with SSO
        </Button>
        <Typography level="body-sm" aria-live="polite" sx={{ minHeight: '1.5em' }}>
          {status}
        </Typography>
      </Stack>
      <Sheet
        variant="solid"
        color="primary"
        invertedColors
        sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', justifyContent: 'flex-end', gap: 2, p: 5 }}
      >
        <Typography level="h4" component="p">
          Ship reports your team actually reads.
        </Typography>
        <Typography>Dashboards, alerts and weekly digests in one place.</Typography>
        <Box>
          <Button variant="soft">Take the tour</Button>
        </Box>
      </Sheet>
    </Sheet>
  );
}
