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
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';

export default function SignInTemplate() {
  const [submitted, setSubmitted] = React.useState(false);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        minHeight: 480,
        borderRadius: 'md',
        overflow: 'hidden',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.body',
      }}
    >
      <Stack spacing={2.5} sx={{ p: { xs: 3, sm: 5 }, justifyContent: 'center' }}>
        <Typography level="title-lg" startDecorator={<LocalFloristIcon color="success" />}>
          Greenhouse
        </Typography>
        <div>
          <Typography level="h3" component="h2">
            Sign in
          </Typography>
          <Typography level="body-sm">
            New here?{' '}
            <Link href="?signup=1" level="title-sm">
              Create an account
            </Link>
          </Typography>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
          }}
        >
          <Stack spacing={2}>
            <FormControl required>
              <FormLabel>Email</FormLabel>
              <Input type="email" name="email" autoComplete="email" />
            </FormControl>
            <FormControl required>
              <FormLabel>Password</FormLabel>
              <Input type="password" name="password" autoComplete="current-password" />
            </FormControl>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Checkbox size="sm" label="Remember me" name="remember" />
              <Link href="?reset=1" level="body-sm">
                Forgot password?
              </Link>
            </Stack>
            <Button type="submit" fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
        <div role="status">
          {submitted && (
            <Typography level="body-sm" color="success">
              Signed in (demo only: nothing was sent).
            </Typography>
          )}
        </div>
        <Divider>or</Divider>
        <Button variant="outlined" color="neutral" fullWidth>
          Continue with a passkey
        </Button>
      </Stack>
      {/* The brand panel: solid with inverted colors, hidden below md. */}
      <Sheet
        variant="solid"
        color="success"
        invertedColors
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'flex-end',
          gap: 1.5,
          p: 5,
          bgcolor: 'success.800',
          backgroundImage:
            'radial-gradient(circle at 80% 20%, rgba(var(--joy-palette-success-mainChannel) / 0.6), transparent 55%)',
        }}
      >
        <Typography level="h2" component="p">
          Plan your garden, season by season.
        </Typography>
        <Typography level="body-md">
          Sowing calendars, watering reminders and a journal of what grew.
        </Typography>
      </Sheet>
    </Box>
  );
}
