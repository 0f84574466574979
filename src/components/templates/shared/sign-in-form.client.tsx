'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useState } from 'react';
import { templateRoute } from '@data/templates';
import { email, existingPassword } from '@/modules/template-forms';
import { PasswordField } from './password-field.client';
import { useTemplateForm } from './use-template-form';

// The dialog and the notice load on first use: most visits never open them.
const ResetPasswordDialog = dynamic(
  () => import('./reset-password-dialog.client').then((m) => m.ResetPasswordDialog),
  { ssr: false },
);
const Notice = dynamic(() => import('./notice.client').then((m) => m.Notice), { ssr: false });

/** The sign-in form both sign-in templates share; "signing in" only confirms on screen. */
export function SignInForm() {
  const [signedIn, setSignedIn] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [resetUsed, setResetUsed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useTemplateForm({ email: '', password: '' }, () => ({
    email: [email],
    password: [existingPassword],
  }));

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((v) => setSignedIn(v.email))}>
      <Stack spacing={2.5}>
        {signedIn ? (
          <Alert severity="success" role="status">
            Signed in as {signedIn}.
          </Alert>
        ) : null}
        <TextField
          {...form.field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <PasswordField
          {...form.field('password')}
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
        />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <FormControlLabel control={<Checkbox name="remember" />} label="Remember me" />
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setResetUsed(true);
              setResetOpen(true);
            }}
          >
            Forgot your password?
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" fullWidth>
          Sign in
        </Button>
        <Divider>or</Divider>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {['Google', 'GitHub'].map((provider) => (
            <Button
              key={provider}
              variant="outlined"
              fullWidth
              onClick={() => setNotice(`Signing in with ${provider} is not connected in this template.`)}
            >
              Continue with {provider}
            </Button>
          ))}
        </Stack>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          New here?{' '}
          <Link component={NextLink} href={templateRoute('sign-up')}>
            Create an account
          </Link>
        </Typography>
      </Stack>
      {resetUsed ? (
        <ResetPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} onSent={setNotice} />
      ) : null}
      {notice ? <Notice message={notice} onClose={() => setNotice(null)} /> : null}
    </Box>
  );
}
