import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

// Standalone fields take timezone too; offsets are not always whole hours.
const instant = dayjs.utc('2024-04-17T09:00:00Z');

export default function HalfHourOffsets() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField label="UTC" defaultValue={instant} timezone="UTC" ampm={false} />
        <TimeField label="Kolkata (UTC+5:30)" defaultValue={instant} timezone="Asia/Kolkata" ampm={false} />
        <TimeField label="Kathmandu (UTC+5:45)" defaultValue={instant} timezone="Asia/Kathmandu" ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
