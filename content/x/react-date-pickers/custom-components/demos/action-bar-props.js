import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ActionBarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        localeText={{ cancelButtonLabel: 'Discard', okButtonLabel: 'Apply' }}
        slotProps={{
          actionBar: {
            actions: ['cancel', 'accept'],
            sx: { borderTop: 1, borderColor: 'divider' },
          },
        }}
      />
    </LocalizationProvider>
  );
}
