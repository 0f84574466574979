import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const launch = dayjs('2024-04-17');

export default function ControlledDatePicker() {
  const [value, setValue] = React.useState(launch);
  const delay = value ? value.diff(launch, 'day') : 0;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
      >
        <DatePicker label="Launch date" value={value} onChange={setValue} />
        <Button onClick={() => setValue(launch)}>Back to plan</Button>
        <Typography variant="body2" role="status">
          {delay === 0
            ? 'On plan'
            : `${Math.abs(delay)} days ${delay > 0 ? 'late' : 'early'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
