import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LandscapeStatic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={dayjs('2027-09-17')}
        slotProps={{
          actionBar: { actions: ['today'] },
          toolbar: { toolbarFormat: 'ddd D MMM' },
        }}
      />
    </LocalizationProvider>
  );
}
