import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

const day = dayjs('2027-01-04');

export default function OpeningHours() {
  const [weekday, setWeekday] = React.useState([day.hour(9), day.hour(18)]);
  const [start, end] = weekday;
  const hours =
    start && end && start.isValid() && end.isValid()
      ? end.diff(start, 'minute') / 60
      : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputTimeRangeField
          value={weekday}
          onChange={setWeekday}
          ampm={false}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Weekdays open' : 'Weekdays close',
            }),
          }}
        />
        <SingleInputTimeRangeField
          label="Saturday"
          defaultValue={[day.hour(10), day.hour(14)]}
          ampm={false}
        />
        <Typography variant="body2" role="status">
          {hours !== null && hours > 0
            ? `Open ${hours} hours on weekdays`
            : 'Closing must follow opening'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
