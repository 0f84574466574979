import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minDate: 'before the venue opens (1 May 2024)',
  maxDate: 'after the venue closes (30 June 2024)',
  invalidRange: 'the end comes before the start',
  invalidDate: 'not a valid date',
};

// onError reports one error per end: [startError, endError].
export default function ConferenceRangeErrors() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-05-20'), dayjs('2024-05-17')]);
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);
  const problems = errors
    .map((error, index) => (error ? `${index === 0 ? 'Start' : 'End'}: ${messages[error] ?? error}` : null))
    .filter(Boolean);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          localeText={{ start: 'Conference start', end: 'Conference end' }}
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newErrors) => setErrors(newErrors)}
          minDate={dayjs('2024-05-01')}
          maxDate={dayjs('2024-06-30')}
        />
        <Typography variant="body2" role="status" color={problems.length ? 'error' : 'text.secondary'}>
          {problems.length ? problems.join('; ') : 'The dates fit the venue.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
