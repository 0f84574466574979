import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Small fields in a dense filter bar: small buttons, pulled to the edge, with their own hover colour.
const buttonProps = {
  size: 'small',
  edge: 'end',
  sx: { '&:hover': { color: 'primary.main' } },
};

export default function CompactOpeningButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <DatePicker
          label="From"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{
            textField: { size: 'small' },
            openPickerButton: {
              ...buttonProps,
              'aria-label': 'Choose the from date',
            },
          }}
        />
        <TimePicker
          label="After"
          defaultValue={dayjs('2024-04-17T08:00')}
          slotProps={{
            textField: { size: 'small' },
            openPickerButton: {
              ...buttonProps,
              'aria-label': 'Choose the after time',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
