'use client';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import PendingIcon from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { templateRoute } from '@data/templates';
import { PASSWORD_RULES, email, newPassword, required, sameAs } from '@/modules/template-forms';
import { PasswordField } from '../shared/password-field.client';
import { useTemplateForm } from '../shared/use-template-form';

export function SignUpForm() {
  const [created, setCreated] = useState<string | null>(null);
  const form = useTemplateForm({ name: '', email: '', password: '', confirm: '' }, (values) => ({
    name: [required('Full name')],
    email: [email],
    password: [newPassword],
    confirm: [required('Password confirmation'), sameAs(() => values.password, 'Passwords do not match.')],
  }));
  const passwordField = form.field('password');

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((v) => setCreated(v.name))}>
      <Stack spacing={2.5}>
        {created ? (
          <Alert severity="success" role="status">
            Account created. Welcome, {created}!
          </Alert>
        ) : null}
        <TextField {...form.field('name')} label="Full name" autoComplete="name" required fullWidth />
        <TextField
          {...form.field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <PasswordField {...passwordField} label="Password" autoComplete="new-password" required fullWidth />
        {/* The rules stay visible and tick off as the reader types, before any submit. */}
        <Stack
          component="ul"
          spacing={0.5}
          aria-label="Password rules"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(form.values.password);
            return (
              <Stack
                component="li"
                key={rule.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', color: met ? 'success.main' : 'text.secondary' }}
              >
                {met ? (
                  <CheckIcon fontSize="small" aria-hidden />
                ) : (
                  <PendingIcon fontSize="small" aria-hidden />
                )}
                <Typography variant="body2">
                  {rule.label}
                  <Box component="span" className="visually-hidden">
                    {met ? ' (met)' : ' (not met yet)'}
                  </Box>
                </Typography>
              </Stack>
            );
          })}
        </Stack>
        <PasswordField
          {...form.field('confirm')}
          label="Confirm password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <FormControlLabel
          control={<Checkbox name="updates" />}
          label="Email me product news, at most once a month."
        />
        <Button type="submit" variant="contained" size="large" fullWidth>
          Create account
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={NextLink} href={templateRoute('sign-in')}>
            Sign in
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
