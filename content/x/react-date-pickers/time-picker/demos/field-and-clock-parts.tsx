import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// Each clock option's accessible name spells the number as it is shown ("07 hours").
const asShown = (unit: string) => (value: string) => `${value.padStart(2, '0')} ${unit}`;
const localeText = { hoursClockNumberText: asShown('hours'), minutesClockNumberText: asShown('minutes') };

// A TimeField and a time view, the two parts of a TimePicker, kept side by side.
export default function FieldAndClockParts() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17T07:45'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={localeText}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <TimeField label="Alarm" value={value} onChange={setValue} ampm={false} />
        <MultiSectionDigitalClock value={value} onChange={setValue} ampm={false} timeSteps={{ minutes: 5 }} />
      </Stack>
    </LocalizationProvider>
  );
}
