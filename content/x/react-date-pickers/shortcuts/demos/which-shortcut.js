import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const today = dayjs('2024-04-17');

const shortcuts = [
  { id: 'tomorrow', label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { id: 'friday', label: 'This Friday', getValue: () => today.day(5) },
  {
    id: 'month-end',
    label: 'End of month',
    getValue: () => today.endOf('month').startOf('day'),
  },
];

// The change context names the shortcut, for analytics or a "due: end of month" label.
export default function WhichShortcut() {
  const [source, setSource] = React.useState('none yet');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDatePicker
          defaultValue={today}
          onChange={(_value, context) =>
            setSource(
              context.shortcut
                ? `shortcut "${context.shortcut.label}"`
                : 'the calendar',
            )
          }
          slotProps={{
            shortcuts: { items: shortcuts, changeImportance: 'set' },
            actionBar: { actions: [] },
          }}
        />
        <Typography variant="body2" role="status">
          Last change came from: {source}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
