import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const today = dayjs('2027-06-16');

const shortcuts = [
  {
    label: 'This week',
    getValue: () => [today.startOf('week'), today.endOf('week')],
  },
  { label: 'Last 7 days', getValue: () => [today.subtract(7, 'day'), today] },
  {
    label: 'This month',
    getValue: () => [today.startOf('month'), today.endOf('month')],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function RangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Report period"
        defaultValue={[today.subtract(7, 'day'), today]}
        maxDate={today}
        slots={{ field: SingleInputDateRangeField }}
        slotProps={{ shortcuts: { items: shortcuts } }}
        calendars={1}
      />
    </LocalizationProvider>
  );
}
