import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Shortcuts built from the current value: they move it rather than jump to fixed dates.
export default function RelativeToValue() {
  const [value, setValue] = React.useState(dayjs('2024-04-17'));
  const base = value ?? dayjs('2024-04-17');
  const shortcuts = [
    { label: 'One week earlier', getValue: () => base.subtract(1, 'week') },
    { label: 'One week later', getValue: () => base.add(1, 'week') },
    {
      label: 'End of its month',
      getValue: () => base.endOf('month').startOf('day'),
    },
    { label: 'Same day next year', getValue: () => base.add(1, 'year') },
  ];
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        value={value}
        onChange={setValue}
        slotProps={{
          shortcuts: { items: shortcuts, changeImportance: 'set' },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
