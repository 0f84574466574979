'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { email } from '@/modules/template-forms';
import { useTemplateForm } from '../shared/use-template-form';

/** Newsletter sign-up: email checked in the browser, confirmation shown in place. */
export function NewsletterForm({ label = 'Subscribe' }: { label?: string }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useTemplateForm({ email: '' }, () => ({ email: [email] }));
  if (done) {
    return (
      <Alert severity="success" role="status">
        Thanks! {done} is on the list.
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit((values) => setDone(values.email))}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        {...form.field('email')}
        label="Email address"
        type="email"
        autoComplete="email"
        size="small"
        sx={{ flexGrow: 1, width: { xs: '100%', sm: 'auto' } }}
      />
      <Button type="submit" variant="contained" sx={{ width: { xs: '100%', sm: 'auto' }, height: 40 }}>
        {label}
      </Button>
    </Box>
  );
}
