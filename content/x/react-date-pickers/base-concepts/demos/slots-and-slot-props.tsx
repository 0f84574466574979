import * as React from 'react';
import dayjs from 'dayjs';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotsAndSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Renewal date"
        defaultValue={dayjs('2024-04-17')}
        slots={{ openPickerIcon: EditCalendarIcon }}
        slotProps={{
          openPickerButton: { color: 'primary' },
          textField: { helperText: 'Slots replace parts, slotProps configure them' },
        }}
      />
    </LocalizationProvider>
  );
}
