import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function BookingDateTime() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
      {/* type and the native attributes (min, max, step) pass to the inner input. */}
      <FormControl>
        <FormLabel>Date</FormLabel>
        <Input
          type="date"
          defaultValue="2026-12-04"
          slotProps={{ input: { min: '2026-12-01', max: '2026-12-31' } }}
        />
        <FormHelperText>Bookings open for December.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Time</FormLabel>
        <Input
          type="time"
          defaultValue="18:30"
          slotProps={{ input: { min: '12:00', max: '22:00', step: 900 } }}
        />
        <FormHelperText>Every 15 minutes, 12:00 to 22:00.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
