import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// A shift change during one week, on the hour or half hour, never between 02:00 and 05:59.
export default function NightShiftLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Shift change"
        defaultValue={dayjs('2024-04-17T22:00')}
        minDateTime={dayjs('2024-04-15T00:00')}
        maxDateTime={dayjs('2024-04-21T23:30')}
        minutesStep={30}
        shouldDisableTime={(value, view) =>
          view === 'hours' && value.hour() >= 2 && value.hour() < 6
        }
        ampm={false}
        slotProps={{
          textField: { helperText: 'Week of 15 April, not 02:00 to 05:59' },
        }}
      />
    </LocalizationProvider>
  );
}
