import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Field options reach a picker's field through slotProps.field.
export default function PickerFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Passport expiry"
        defaultValue={dayjs('2024-04-07')}
        format="D/M/YYYY"
        enableAccessibleFieldDOMStructure
        slotProps={{ field: { clearable: true, shouldRespectLeadingZeros: true } }}
      />
    </LocalizationProvider>
  );
}
