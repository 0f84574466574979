import * as React from 'react';
import dayjs from 'dayjs';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function SideActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={dayjs('2027-04-09')}
        slotProps={{
          actionBar: { actions: ['today', 'clear'] },
          layout: {
            sx: {
              [`.${pickersLayoutClasses.toolbar}`]: { gridColumn: 1, gridRow: 1 },
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridColumn: 1,
                gridRow: 2,
                alignItems: 'flex-start',
              },
              [`.${pickersLayoutClasses.contentWrapper}`]: {
                gridColumn: 2,
                gridRow: '1 / span 2',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
