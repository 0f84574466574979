import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const day = dayjs('2024-04-17');
const messages: Record<string, string> = {
  minTime: 'before 11:00',
  maxTime: 'after 15:00',
  invalidRange: 'ends before it starts',
  invalidDate: 'not a valid time',
};

// The lunch break must sit between 11:00 and 15:00; onError gives one reason per end.
export default function BreakTimeLimits() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([day.hour(13), day.hour(12).minute(30)]);
  const [errors, setErrors] = React.useState<TimeRangeValidationError>([null, null]);
  const problems = errors.map((error, index) => (error ? `${index === 0 ? 'Start' : 'End'} ${messages[error] ?? error}` : null)).filter(Boolean);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <MultiInputTimeRangeField
          value={value}
          onChange={(newValue) => setValue(newValue)}
          ampm={false}
          minTime={day.hour(11)}
          maxTime={day.hour(15)}
          onError={setErrors}
          slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'Break starts' : 'Break ends' }) }}
        />
        <Typography variant="body2" role="status" color={problems.length ? 'error' : 'text.secondary'}>
          {problems.length ? problems.join('; ') : 'The break fits the midday window.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
