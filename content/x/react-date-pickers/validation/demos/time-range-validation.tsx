import * as React from 'react';
import dayjs from 'dayjs';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

// An end before the start gives 'invalidRange' on both ends.
export default function TimeRangeValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputTimeRangeField
        defaultValue={[dayjs('2024-04-17T17:00'), dayjs('2024-04-17T09:00')]}
        minTime={dayjs('2024-04-17T07:00')}
        maxTime={dayjs('2024-04-17T20:00')}
        onError={setError}
        ampm={false}
        slotProps={{
          textField: ({ position }) => {
            const reason = error[position === 'start' ? 0 : 1];
            return {
              label: position === 'start' ? 'Shift start' : 'Shift end',
              helperText: reason === 'invalidRange' ? 'End must follow start' : reason ? `Invalid: ${reason}` : '07:00 to 20:00',
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
