import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';

const fields = [
  { label: 'First name', autoComplete: 'given-name', sm: 6 },
  { label: 'Last name', autoComplete: 'family-name', sm: 6 },
  { label: 'Street address', autoComplete: 'address-line1', sm: 12 },
  { label: 'City', autoComplete: 'address-level2', sm: 5 },
  { label: 'Postcode', autoComplete: 'postal-code', sm: 3 },
  { label: 'Country', autoComplete: 'country-name', sm: 4 },
];

export default function ResponsiveFormGrid() {
  return (
    // Responsive values: the spacing grows from 1 to 2 at sm, and each field is full width on phones.
    <Grid container spacing={{ xs: 1, sm: 2 }} sx={{ maxWidth: 640 }}>
      {fields.map((field) => (
        <Grid key={field.label} xs={12} sm={field.sm}>
          <FormControl>
            <FormLabel>{field.label}</FormLabel>
            <Input slotProps={{ input: { autoComplete: field.autoComplete } }} />
          </FormControl>
        </Grid>
      ))}
    </Grid>
  );
}
