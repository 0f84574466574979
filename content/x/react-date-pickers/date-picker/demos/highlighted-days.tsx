import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Days with a booked class get a dot; the day slot wraps the default PickersDay.
const booked = ['2024-04-03', '2024-04-11', '2024-04-17', '2024-04-24', '2024-04-29'];

function BookedDay(props: PickersDayProps<Dayjs>) {
  const { day, outsideCurrentMonth, ...other } = props;
  const isBooked = !outsideCurrentMonth && booked.includes(day.format('YYYY-MM-DD'));
  return (
    <Badge key={day.toString()} overlap="circular" color="secondary" variant="dot" invisible={!isBooked}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function HighlightedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2024-04-17')} slots={{ day: BookedDay }} />
    </LocalizationProvider>
  );
}
