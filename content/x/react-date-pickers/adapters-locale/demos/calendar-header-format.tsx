import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarHeaderFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
      <div lang="es">
        <DateCalendar defaultValue={dayjs('2024-04-17')} slotProps={{ calendarHeader: { format: 'MMMM [de] YYYY' } }} />
      </div>
    </LocalizationProvider>
  );
}
