import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const today = dayjs('2024-04-17');

// The shop is closed on Sundays, so "Next Sunday" is shown disabled.
const shortcuts = [
  { label: 'Next Saturday', getValue: () => today.day(6) },
  { label: 'Next Sunday', getValue: () => today.day(7) },
  { label: 'Next Monday', getValue: () => today.day(8) },
];

export default function DisabledShortcut() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        shouldDisableDate={(day) => day.day() === 0}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
