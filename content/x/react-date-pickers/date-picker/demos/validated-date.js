import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const earliest = dayjs('1900-01-01');
const latest = dayjs('2008-12-31');

function describe(error) {
  switch (error) {
    case 'invalidDate':
      return 'Enter a complete date.';
    case 'minDate':
      return 'Dates before 1900 are not accepted.';
    case 'maxDate':
      return 'You must be 18 or older.';
    default:
      return 'Used to confirm your age.';
  }
}

export default function ValidatedDate() {
  const [value, setValue] = React.useState(dayjs('1990-07-21'));
  const [error, setError] = React.useState(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        value={value}
        minDate={earliest}
        maxDate={latest}
        openTo="year"
        views={['year', 'month', 'day']}
        onChange={(next) => setValue(next)}
        onError={(next) => setError(next)}
        slotProps={{
          textField: { helperText: describe(error), error: error !== null },
        }}
      />
    </LocalizationProvider>
  );
}
