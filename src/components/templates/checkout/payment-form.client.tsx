'use client';
import LockIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { cardExpiry, cardNumber, cvv, required } from '@/modules/template-forms';
import { useTemplateForm } from '../shared/use-template-form';
import type { Payment } from './cart';
import { StepActions } from './step-actions';

const expiry = cardExpiry();

export function PaymentForm({
  initial,
  onNext,
  onBack,
}: {
  initial: Payment;
  onNext: (values: Payment) => void;
  onBack: (values: Payment) => void;
}) {
  const form = useTemplateForm(initial, () => ({
    cardName: [required('Name on card')],
    cardNumber: [cardNumber],
    expiry: [expiry],
    cvv: [cvv],
  }));
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onNext)} aria-label="Payment details">
      <Alert severity="info" icon={<LockIcon fontSize="inherit" />} sx={{ mb: 3 }}>
        This is a template: nothing is charged and card details never leave the page.
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...form.field('cardName')}
          label="Name on card"
          autoComplete="cc-name"
          required
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
        <TextField
          {...form.field('cardNumber', 'Try 4242 4242 4242 4242')}
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          required
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
        <TextField {...form.field('expiry', 'MM/YY')} label="Expiry date" autoComplete="cc-exp" required />
        <TextField
          {...form.field('cvv', '3 or 4 digits')}
          label="Security code"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
        />
      </Box>
      <StepActions nextLabel="Review order" onBack={() => onBack(form.values)} />
    </Box>
  );
}
