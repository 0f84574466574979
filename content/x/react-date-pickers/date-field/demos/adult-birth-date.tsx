import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateValidationError } from '@mui/x-date-pickers/models';

// The sign-up date is fixed, so the 18-year limit is too.
const signUpDay = dayjs('2024-04-17');
const latestBirthDate = signUpDay.subtract(18, 'year');

export default function AdultBirthDate() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2008-05-02'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const message =
    error === 'maxDate' ? 'Members must be 18 or older' : error === 'minDate' ? 'Check the year' : error ? 'Not a valid date' : ' ';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Date of birth"
        value={value}
        onChange={(newValue) => setValue(newValue)}
        maxDate={latestBirthDate}
        minDate={dayjs('1900-01-01')}
        onError={setError}
        helperText={message}
      />
    </LocalizationProvider>
  );
}
