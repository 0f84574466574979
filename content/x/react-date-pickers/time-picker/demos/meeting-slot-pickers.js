import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const day = dayjs('2027-05-12');

export default function MeetingSlot() {
  const [start, setStart] = React.useState(day.hour(10));
  const [reminder, setReminder] = React.useState(day.hour(9).minute(45));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Meeting starts"
          value={start}
          onChange={(value) => setStart(value)}
          minTime={day.hour(8)}
          maxTime={day.hour(17)}
          minutesStep={15}
          slotProps={{
            textField: { helperText: 'Office hours, quarter-hour steps' },
          }}
        />
        <DateTimePicker
          label="Send reminder"
          value={reminder}
          onChange={(value) => setReminder(value)}
          maxDateTime={start ?? undefined}
          ampm={false}
          slotProps={{ textField: { helperText: 'Before the meeting starts' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
