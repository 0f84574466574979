import * as React from 'react';
import dayjs from 'dayjs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const opening = dayjs('2024-04-15T08:00');

// Hand-over only during opening hours, starting on a weekday, within a month.
export default function RentalLimits() {
  const [error, setError] = React.useState([null, null]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-20T18:00')]}
        minDateTime={opening}
        maxDateTime={opening.add(1, 'month')}
        minTime={dayjs('2024-04-15T08:00')}
        maxTime={dayjs('2024-04-15T18:00')}
        shouldDisableDate={(day, position) =>
          position === 'start' && (day.day() === 0 || day.day() === 6)
        }
        onError={setError}
        ampm={false}
        slotProps={{
          textField: ({ position }) => {
            const reason = error[position === 'start' ? 0 : 1];
            return {
              label: position === 'start' ? 'Pick-up' : 'Return',
              helperText: reason ? `Not allowed (${reason})` : '08:00 to 18:00',
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
