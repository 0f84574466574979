import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

const opens = dayjs('2024-04-17T09:00');
const closes = dayjs('2024-04-19T16:00');

// Controlled, with a window bounded to the minute: minDateTime and maxDateTime, reported through onError.
export default function ReleaseFreezeLimits() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-19T17:30'));
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <DateTimeField
          label="Release at"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          ampm={false}
          minDateTime={opens}
          maxDateTime={closes}
          onError={setError}
          helperText={error ? 'Outside the release window' : 'Wednesday 09:00 to Friday 16:00'}
        />
        <Typography variant="body2" role="status">
          {error ? `Error: ${error}` : `Scheduled: ${value?.format('dddd HH:mm') ?? 'nothing'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
