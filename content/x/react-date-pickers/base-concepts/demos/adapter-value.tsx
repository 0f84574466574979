import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// With AdapterDayjs, the value is a Day.js object: use its own methods to read it.
export default function AdapterValue() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <DatePicker label="Due date" value={value} onChange={setValue} />
        <Typography variant="body2" role="status">
          {value && value.isValid()
            ? `${value.format('dddd')}, week day ${value.day()}, day ${value.diff(value.startOf('year'), 'day') + 1} of ${value.year()}`
            : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
