import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Once a start is chosen, end days more than 14 nights later are disabled.
export default function MaxStayLength() {
  const [value, setValue] = React.useState([dayjs('2024-04-17'), null]);
  const [start, end] = value;
  const tooLong = (day) =>
    Boolean(
      start && !end && (day.isBefore(start, 'day') || day.diff(start, 'day') > 14),
    );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        value={value}
        onChange={setValue}
        calendars={1}
        shouldDisableDate={tooLong}
      />
    </LocalizationProvider>
  );
}
