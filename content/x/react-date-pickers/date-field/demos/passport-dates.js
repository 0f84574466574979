import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const today = dayjs('2027-06-01');

export default function PassportDates() {
  const [issued, setIssued] = React.useState(dayjs('2022-03-14'));
  const [expiryError, setExpiryError] = React.useState(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Issued on"
          value={issued}
          onChange={setIssued}
          format="DD/MM/YYYY"
          maxDate={today}
        />
        <DateField
          label="Expires on"
          defaultValue={dayjs('2032-03-13')}
          format="DD/MM/YYYY"
          minDate={issued ?? undefined}
          onError={setExpiryError}
          slotProps={{
            textField: {
              helperText: expiryError
                ? 'Must be after the issue date'
                : 'DD/MM/YYYY',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
