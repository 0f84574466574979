import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const today = dayjs('2027-05-10');
const lastBookable = today.add(60, 'day');
const closedDays = ['2027-05-24', '2027-06-10'];

const messages = {
  invalidDate: 'This is not a valid date',
  minDate: 'Bookings start today',
  maxDate: `Bookings open up to ${lastBookable.format('D MMMM')}`,
  disablePast: 'That day has passed',
  disableFuture: 'That day is too far ahead',
  shouldDisableDate: 'We are closed that day',
  shouldDisableMonth: 'That month is not available',
  shouldDisableYear: 'That year is not available',
};

export default function BookingValidation() {
  const [value, setValue] = React.useState(dayjs('2027-05-24'));
  const [error, setError] = React.useState(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Table booking"
        value={value}
        onChange={setValue}
        onError={setError}
        minDate={today}
        maxDate={lastBookable}
        referenceDate={today}
        shouldDisableDate={(day) => closedDays.includes(day.format('YYYY-MM-DD'))}
        slotProps={{
          textField: { helperText: error ? messages[error] : 'Up to 60 days ahead' },
        }}
      />
    </LocalizationProvider>
  );
}
