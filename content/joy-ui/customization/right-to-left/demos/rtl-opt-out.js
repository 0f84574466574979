import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function RtlOptOut() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Phone</FormLabel>
        {/* Digits keep their order whatever the page direction. */}
        <Input
          type="tel"
          defaultValue="+44 20 7946 0958"
          slotProps={{ input: { dir: 'ltr' } }}
        />
      </FormControl>
      <FormControl>
        <FormLabel>IBAN</FormLabel>
        <Input
          defaultValue="GB33 BUKB 2020 1555 5555 55"
          slotProps={{ input: { dir: 'ltr' } }}
        />
      </FormControl>
      <Typography level="body-sm">
        Reference:{' '}
        <Typography component="code" dir="ltr" sx={{ fontFamily: 'code' }}>
          INV-2026-0042
        </Typography>
      </Typography>
    </Stack>
  );
}
