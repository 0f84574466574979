import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The shop opens 09:00 to 17:30 and closes for lunch from 12:00 to 13:00.
const isLunchHour = (value, view) => view === 'hours' && value.hour() === 12;

export default function TimeLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Collection time"
        defaultValue={dayjs('2024-04-17T10:30')}
        minTime={dayjs('2024-04-17T09:00')}
        maxTime={dayjs('2024-04-17T17:30')}
        minutesStep={15}
        shouldDisableTime={isLunchHour}
        slotProps={{
          textField: { helperText: '09:00 to 17:30, closed 12:00 to 13:00' },
        }}
      />
    </LocalizationProvider>
  );
}
