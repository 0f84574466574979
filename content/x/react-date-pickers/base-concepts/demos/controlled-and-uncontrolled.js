import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledAndUncontrolled() {
  const [value, setValue] = React.useState(dayjs('2027-09-01'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems="flex-start"
      >
        <DatePicker label="Uncontrolled" defaultValue={dayjs('2027-09-01')} />
        <Stack spacing={1}>
          <DatePicker label="Controlled" value={value} onChange={setValue} />
          <Button
            size="small"
            onClick={() =>
              setValue((current) => (current ?? dayjs('2027-09-01')).add(1, 'week'))
            }
          >
            One week later
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
