import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// The pieces a DateTimePicker is made of, sharing one value on the page.
export default function PartsSideBySide() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T10:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeField label="Field" value={value} onChange={setValue} ampm={false} sx={{ maxWidth: 280 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <DateCalendar value={value} onChange={setValue} />
          <DigitalClock value={value} onChange={setValue} ampm={false} timeStep={30} sx={{ maxHeight: 300 }} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
