'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { email } from '@/modules/template-forms';
import { useTemplateForm } from './use-template-form';

export function ResetPasswordDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const form = useTemplateForm({ email: '' }, () => ({ email: [email] }));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="reset-password-title"
      PaperProps={{
        component: 'form',
        noValidate: true,
        onSubmit: form.handleSubmit((values) => {
          onSent(`If ${values.email} has an account, a reset link is on its way.`);
          onClose();
        }),
      }}
    >
      <DialogTitle id="reset-password-title">Reset your password</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Enter the email address of your account and we will send you a link to choose a new password.
        </DialogContentText>
        <TextField
          {...form.field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Send link
        </Button>
      </DialogActions>
    </Dialog>
  );
}
