import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// Controlled: the page reads the time to compute when the order is ready.
export default function ControlledPickupTime() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T12:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} alignItems="flex-start">
        <DigitalClock value={value} onChange={(newValue) => setValue(newValue)} sx={{ maxHeight: 240 }} />
        <Typography variant="body2" role="status">
          {value ? `Pick up at ${value.format('HH:mm')}; cooking starts at ${value.subtract(25, 'minute').format('HH:mm')}` : 'No time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
