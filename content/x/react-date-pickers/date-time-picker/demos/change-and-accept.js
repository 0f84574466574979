import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// onChange fires on every step; onAccept only once the reader confirms.
export default function ChangeAndAccept() {
  const [value, setValue] = React.useState(dayjs('2024-04-17T18:00'));
  const [accepted, setAccepted] = React.useState(dayjs('2024-04-17T18:00'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <DateTimePicker
          label="Dinner reservation"
          value={value}
          onChange={setValue}
          onAccept={setAccepted}
          ampm={false}
        />
        <Typography variant="body2" role="status">
          Current: {value ? value.format('DD/MM HH:mm') : 'none'}. Accepted:{' '}
          {accepted ? accepted.format('DD/MM HH:mm') : 'none'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
