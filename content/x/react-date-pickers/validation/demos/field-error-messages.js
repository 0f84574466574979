import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const dateMessages = {
  invalidDate: 'Finish typing the date',
  minDate: 'Not before 1 April 2024',
  maxDate: 'Not after 31 December 2024',
  disablePast: 'Cannot be in the past',
  disableFuture: 'Cannot be in the future',
  shouldDisableDate: 'This day is closed',
  shouldDisableMonth: 'This month is closed',
  shouldDisableYear: 'This year is closed',
};

export default function FieldErrorMessages() {
  const [dateError, setDateError] = React.useState(null);
  const [timeError, setTimeError] = React.useState(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Start date"
          defaultValue={dayjs('2025-01-06')}
          minDate={dayjs('2024-04-01')}
          maxDate={dayjs('2024-12-31')}
          onError={setDateError}
          helperText={dateError ? dateMessages[dateError] : 'During 2024'}
        />
        <TimeField
          label="Start time"
          defaultValue={dayjs('2024-04-17T07:15')}
          minTime={dayjs('2024-04-17T08:00')}
          onError={setTimeError}
          helperText={timeError ? `Invalid: ${timeError}` : 'From 08:00'}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
