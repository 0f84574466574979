import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2024-04-17')}
        localeText={{ toolbarTitle: 'Delivery day' }}
        slotProps={{ toolbar: { toolbarFormat: 'dddd D MMMM', toolbarPlaceholder: 'No day yet' }, actionBar: { actions: ['clear'] } }}
      />
    </LocalizationProvider>
  );
}
