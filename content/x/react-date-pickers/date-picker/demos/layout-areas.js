import * as React from 'react';
import dayjs from 'dayjs';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The three areas of every picker's layout: toolbar, views, action bar.
export default function LayoutAreas() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        slotProps={{
          layout: {
            sx: {
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              [`.${pickersLayoutClasses.toolbar}`]: { bgcolor: 'action.hover' },
              [`.${pickersLayoutClasses.actionBar}`]: {
                borderTop: 1,
                borderColor: 'divider',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
