import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Half-hour slots; the ones already booked are hidden from the list.
const booked = ['10:00', '10:30', '13:00'];
const isBooked = (value, view) =>
  view === 'minutes' && booked.includes(value.format('HH:mm'));

export default function BookedSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Consultation"
        defaultValue={dayjs('2024-04-17T11:00')}
        minTime={dayjs('2024-04-17T09:00')}
        maxTime={dayjs('2024-04-17T16:30')}
        timeSteps={{ minutes: 30 }}
        shouldDisableTime={isBooked}
        skipDisabled
        ampm={false}
        slotProps={{
          textField: { helperText: 'Free half-hour slots, 09:00 to 16:30' },
        }}
      />
    </LocalizationProvider>
  );
}
