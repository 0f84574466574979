import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// onChange's second argument says whether the new value passes validation.
export default function ChangeContext() {
  const [value, setValue] = React.useState(dayjs('2024-04-17'));
  const [status, setStatus] = React.useState('valid');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <DatePicker
          label="Return date (April 2024)"
          value={value}
          minDate={dayjs('2024-04-01')}
          maxDate={dayjs('2024-04-30')}
          onChange={(next, context) => {
            setValue(next);
            setStatus(context.validationError ?? 'valid');
          }}
        />
        <Typography variant="body2" role="status">
          Last change: {status}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
