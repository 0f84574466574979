import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const messages = {
  minTime: 'Couriers start at 08:00',
  maxTime: 'The last delivery leaves at 20:00',
  minutesStep: 'Choose a quarter hour',
  invalidDate: 'Not a valid time',
};

export default function DeliveryWindowLimits() {
  const [error, setError] = React.useState(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Delivery time"
        defaultValue={dayjs('2024-04-17T21:10')}
        ampm={false}
        minTime={dayjs('2024-04-17T08:00')}
        maxTime={dayjs('2024-04-17T20:00')}
        minutesStep={15}
        onError={setError}
        helperText={
          error
            ? (messages[error] ?? 'Check the time')
            : 'Between 08:00 and 20:00, by quarter hour'
        }
      />
    </LocalizationProvider>
  );
}
