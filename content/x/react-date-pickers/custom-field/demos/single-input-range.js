import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function SingleInputRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          label="Stay"
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
          slots={{ field: SingleInputDateRangeField }}
        />
        <DateRangePicker
          label="Stay, custom separator"
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
