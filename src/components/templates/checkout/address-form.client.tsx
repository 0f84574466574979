'use client';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { postalCode, required } from '@/modules/template-forms';
import { useTemplateForm } from '../shared/use-template-form';
import type { Address } from './cart';
import { StepActions } from './step-actions';

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function AddressForm({ initial, onNext }: { initial: Address; onNext: (values: Address) => void }) {
  const form = useTemplateForm(initial, () => ({
    firstName: [required('First name')],
    lastName: [required('Last name')],
    address1: [required('Address')],
    city: [required('City')],
    postalCode: [postalCode],
    country: [required('Country')],
  }));
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onNext)} aria-label="Shipping address">
      <Box sx={grid}>
        <TextField {...form.field('firstName')} label="First name" autoComplete="given-name" required />
        <TextField {...form.field('lastName')} label="Last name" autoComplete="family-name" required />
        <TextField
          {...form.field('address1')}
          label="Address"
          autoComplete="address-line1"
          required
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
        <TextField
          {...form.field('address2', 'Apartment, suite or floor (optional)')}
          label="Address line 2"
          autoComplete="address-line2"
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
        <TextField {...form.field('city')} label="City" autoComplete="address-level2" required />
        <TextField {...form.field('region')} label="State or region" autoComplete="address-level1" />
        <TextField {...form.field('postalCode')} label="Postal code" autoComplete="postal-code" required />
        <TextField {...form.field('country')} label="Country" autoComplete="country-name" required />
      </Box>
      <StepActions nextLabel="Next" />
    </Box>
  );
}
