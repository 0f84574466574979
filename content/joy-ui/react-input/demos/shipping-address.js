import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function ShippingAddress() {
  const [postcode, setPostcode] = React.useState('75O11');
  const postcodeValid = /^\d{5}$/.test(postcode);
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <FormControl required>
        <FormLabel>Full name</FormLabel>
        <Input autoComplete="name" defaultValue="Ada Lovelace" />
      </FormControl>
      <FormControl required>
        <FormLabel>Street address</FormLabel>
        <Input autoComplete="address-line1" placeholder="12 rue de la Paix" />
      </FormControl>
      <Stack direction="row" spacing={1.5}>
        <FormControl required error={!postcodeValid} sx={{ flex: 1 }}>
          <FormLabel>Postcode</FormLabel>
          <Input
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            autoComplete="postal-code"
            slotProps={{ input: { inputMode: 'numeric', maxLength: 5 } }}
          />
          <FormHelperText>
            {postcodeValid ? 'Looks good.' : 'Five digits, no letters.'}
          </FormHelperText>
        </FormControl>
        <FormControl sx={{ flex: 2 }}>
          <FormLabel>Country</FormLabel>
          <Input value="France" readOnly variant="soft" />
          <FormHelperText>We ship within France only.</FormHelperText>
        </FormControl>
      </Stack>
      <FormControl size="sm">
        <FormLabel>Delivery note</FormLabel>
        <Input variant="soft" placeholder="Door code, floor…" />
      </FormControl>
    </Stack>
  );
}
