import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const now = dayjs('2027-02-08T10:00');

export default function DeadlinePicker() {
  const [deadline, setDeadline] = React.useState(
    now.add(3, 'day').hour(17).minute(0),
  );
  const [accepted, setAccepted] = React.useState(deadline);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <DateTimePicker
          label="Submission deadline"
          value={deadline}
          onChange={setDeadline}
          onAccept={setAccepted}
          minDateTime={now}
          minTime={now.hour(9)}
          maxTime={now.hour(18)}
          shouldDisableDate={(date) => date.day() === 0 || date.day() === 6}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
          slotProps={{ textField: { helperText: 'Weekdays, 9:00 to 18:00' } }}
        />
        <Typography variant="body2" role="status">
          Confirmed deadline: {accepted?.format('dddd D MMMM, HH:mm') ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
