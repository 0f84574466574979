import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

// A school term starts and ends on a weekday inside the academic year; each input shows its own error.
export default function TermDatesValidation() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);
  const text = (error: string | null) =>
    error === 'shouldDisableDate' ? 'Falls on a weekend' : error === 'invalidRange' ? 'Before the start' : error ? 'Outside the school year' : ' ';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2024-04-15'), dayjs('2024-07-06')]}
        minDate={dayjs('2023-09-04')}
        maxDate={dayjs('2024-07-05')}
        shouldDisableDate={isWeekend}
        onError={setErrors}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Term starts' : 'Term ends',
            helperText: text(errors[position === 'start' ? 0 : 1]),
          }),
        }}
      />
    </LocalizationProvider>
  );
}
