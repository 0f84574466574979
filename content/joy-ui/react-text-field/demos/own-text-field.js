import * as React from 'react';
import FormControl from '@mui/joy/FormControl';

import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

import Stack from '@mui/joy/Stack';

// One component for the call sites, each part still reachable through its own props.
function Field({ label, helperText, control, ...inputProps }) {
  return (
    <FormControl {...control}>
      <FormLabel>{label}</FormLabel>
      <Input {...inputProps} />
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export default function OwnTextField() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Field
        label="Street"
        autoComplete="address-line1"
        control={{ required: true }}
      />
      <Stack direction="row" spacing={2}>
        <Field
          label="Postcode"
          autoComplete="postal-code"
          control={{ size: 'sm' }}
        />
        <Field label="City" autoComplete="address-level2" control={{ size: 'sm' }} />
      </Stack>
      <Field
        label="Delivery notes"
        placeholder="Ring twice"
        helperText="Shown to the courier only."
        endDecorator="optional"
      />
    </Stack>
  );
}
