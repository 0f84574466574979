import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const now = dayjs('2027-05-10T11:20');

export default function PickupWindow() {
  const [error, setError] = React.useState(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Click and collect"
        defaultValue={now.hour(13)}
        minDateTime={now.hour(14).minute(0)}
        minTime={now.hour(9)}
        maxTime={now.hour(19)}
        minutesStep={15}
        shouldDisableDate={(day) => day.day() === 0}
        onError={setError}
        ampm={false}
        slotProps={{
          textField: {
            helperText: error
              ? `Not available (${error})`
              : 'From today 14:00, 9:00 to 19:00, Monday to Saturday',
          },
        }}
      />
    </LocalizationProvider>
  );
}
