import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// Open 9:00 to 17:00, closed for lunch at 12, appointments every 15 minutes.
export default function ClinicHoursClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock
        defaultValue={dayjs('2024-04-17T10:15')}
        ampm={false}
        minTime={dayjs('2024-04-17T09:00')}
        maxTime={dayjs('2024-04-17T17:00')}
        minutesStep={15}
        shouldDisableTime={(value, view) => view === 'hours' && value.hour() === 12}
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
