import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// Trains leave at :05, :20, :35 and :50; nothing runs between 01:00 and 05:00.
const departures = [5, 20, 35, 50];
const noTrain = (value, view) =>
  (view === 'hours' && value.hour() >= 1 && value.hour() < 5) ||
  (view === 'minutes' && !departures.includes(value.minute()));

export default function ClockDisabledMinutes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock
        defaultValue={dayjs('2024-04-17T07:20')}
        shouldDisableTime={noTrain}
        ampm={false}
        // Disabled numbers are struck through in the secondary text colour: the default fade is
        // too faint to read.
        sx={{
          '& .MuiClockNumber-root.Mui-disabled': {
            color: 'text.secondary',
            textDecoration: 'line-through',
          },
        }}
      />
    </LocalizationProvider>
  );
}
