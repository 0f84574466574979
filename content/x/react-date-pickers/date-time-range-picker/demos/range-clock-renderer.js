import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import {
  renderDigitalClockTimeView,
  renderTimeViewClock,
} from '@mui/x-date-pickers/timeViewRenderers';

export default function RangeClockRenderer() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        localeText={{ start: 'Shoot start', end: 'Shoot end' }}
        defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]}
        viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
      />
      <DateTimeRangePicker
        localeText={{ start: 'Single list: start', end: 'Single list: end' }}
        defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]}
        views={['day', 'hours']}
        viewRenderers={{ hours: renderDigitalClockTimeView }}
        sx={{ mt: 2 }}
      />
    </LocalizationProvider>
  );
}
