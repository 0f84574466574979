import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function LockedClocks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3}>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Read-only
          </Typography>
          <DigitalClock defaultValue={dayjs('2024-04-17T09:30')} readOnly sx={{ maxHeight: 220 }} />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Disabled
          </Typography>
          <DigitalClock defaultValue={dayjs('2024-04-17T09:30')} disabled sx={{ maxHeight: 220 }} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
