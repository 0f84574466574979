import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const today = dayjs('2024-04-17');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next week', getValue: () => today.add(1, 'week') },
  { label: 'Next month', getValue: () => today.add(1, 'month') },
];

// Chips in a row instead of a list; the picker passes the items and onChange.
function ChipShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
  const { items = [], onChange, isValid, changeImportance = 'accept', className } = props;
  return (
    <Stack className={className} direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ p: 2, gridColumn: '1 / 4', gridRow: 1 }}>
      {items.map((item) => {
        const value = item.getValue({ isValid });
        return (
          <Chip
            key={item.label}
            label={item.label}
            color="primary"
            variant="outlined"
            disabled={!isValid(value)}
            onClick={() => onChange(value, changeImportance, item)}
          />
        );
      })}
    </Stack>
  );
}

export default function ChipShortcutsDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        minDate={today}
        slots={{ shortcuts: ChipShortcuts }}
        slotProps={{ shortcuts: { items: shortcuts }, toolbar: { hidden: true }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
