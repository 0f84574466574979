import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay, DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';

// Weekend days inside the range get a bold, underlined number: the reader sees how many weekends a trip covers.
function WeekendAwareDay(props: DateRangePickerDayProps<Dayjs>) {
  const { day, isHighlighting, outsideCurrentMonth } = props;
  const weekendInRange = isHighlighting && !outsideCurrentMonth && (day.day() === 0 || day.day() === 6);
  return (
    <DateRangePickerDay
      {...props}
      sx={weekendInRange ? { '& .MuiDateRangePickerDay-day': { fontWeight: 700, textDecoration: 'underline' } } : undefined}
    />
  );
}

export default function WeekendRangeDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        defaultValue={[dayjs('2024-04-10'), dayjs('2024-04-23')]}
        slots={{ day: WeekendAwareDay }}
      />
    </LocalizationProvider>
  );
}
