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
        // An evening hour sits on the inner ring, so the hand covers no other number.
        defaultValue={dayjs('2024-04-17T19:20')}
        shouldDisableTime={noTrain}
        ampm={false}
      />
    </LocalizationProvider>
  );
}
