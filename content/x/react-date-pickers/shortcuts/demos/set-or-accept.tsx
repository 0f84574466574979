import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

const today = dayjs('2024-04-17');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In 3 days', getValue: () => today.add(3, 'day') },
  { label: 'In a week', getValue: () => today.add(1, 'week') },
];

export default function SetOrAccept() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDatePicker
          label="Closes on shortcut"
          defaultValue={today}
          slotProps={{ shortcuts: { items: shortcuts, changeImportance: 'accept' } }}
        />
        <DesktopDatePicker
          label="Stays open on shortcut"
          defaultValue={today}
          slotProps={{ shortcuts: { items: shortcuts, changeImportance: 'set' }, actionBar: { actions: ['accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
