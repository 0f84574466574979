import * as React from 'react';
import dayjs from 'dayjs';
import ListSubheader from '@mui/material/ListSubheader';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const today = dayjs('2027-03-03');
const isWeekend = (day) => day.day() === 0 || day.day() === 6;

// Finds the first valid day from a start, so shortcuts skip weekends.
const nextValid = (start, isValid) => {
  let day = start;
  while (!isValid(day)) day = day.add(1, 'day');
  return day;
};

const shortcuts = [
  {
    label: 'Tomorrow',
    getValue: ({ isValid }) => nextValid(today.add(1, 'day'), isValid),
  },
  {
    label: 'Next Monday',
    getValue: () => today.add(1, 'week').startOf('week').add(1, 'day'),
  },
  {
    label: 'In two weeks',
    getValue: ({ isValid }) => nextValid(today.add(2, 'week'), isValid),
  },
  { label: 'Clear', getValue: () => null },
];

export default function DeliveryShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today.add(1, 'day')}
        minDate={today}
        shouldDisableDate={isWeekend}
        slotProps={{
          shortcuts: {
            items: shortcuts,
            subheader: <ListSubheader>Quick picks</ListSubheader>,
          },
          actionBar: { actions: [] },
        }}
        sx={{ '& .MuiPickersLayout-shortcuts': { minWidth: 140 } }}
      />
    </LocalizationProvider>
  );
}
