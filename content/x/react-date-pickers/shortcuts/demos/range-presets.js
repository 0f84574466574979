import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

const today = dayjs('2024-04-17');

const presets = [
  {
    label: 'This week',
    getValue: () => [today.startOf('week'), today.endOf('week')],
  },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  {
    label: 'This month',
    getValue: () => [today.startOf('month'), today.endOf('month')],
  },
  {
    label: 'Next month',
    getValue: () => [
      today.add(1, 'month').startOf('month'),
      today.add(1, 'month').endOf('month'),
    ],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function RangePresets() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[today.subtract(6, 'day'), today]}
        calendars={1}
        slotProps={{ shortcuts: { items: presets }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
