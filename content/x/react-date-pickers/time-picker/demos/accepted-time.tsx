import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function AcceptedTime() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T12:30'));
  const [saved, setSaved] = React.useState('12:30');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <TimePicker
          label="Lunch order"
          value={value}
          onChange={setValue}
          onAccept={(accepted) => setSaved(accepted ? accepted.format('HH:mm') : 'none')}
          ampm={false}
        />
        <Typography variant="body2" role="status">
          Sent to the kitchen: {saved}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
