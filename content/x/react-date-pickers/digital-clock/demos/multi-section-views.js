import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// Each option's accessible name spells the number as it is shown ("09 hours", not "9 hours"),
// so a voice-control user can say what they see.
const asShown = (unit) => (value) => `${value.padStart(2, '0')} ${unit}`;
const localeText = {
  hoursClockNumberText: asShown('hours'),
  minutesClockNumberText: asShown('minutes'),
  secondsClockNumberText: asShown('seconds'),
};

export default function MultiSectionViews() {
  const [value, setValue] = React.useState(dayjs('2024-04-17T10:30:15'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={localeText}>
      <Stack spacing={1}>
        <Typography variant="body2" role="status">
          Lap time: {value ? value.format('HH:mm:ss') : 'none'}
        </Typography>
        <MultiSectionDigitalClock
          value={value}
          onChange={setValue}
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          timeSteps={{ minutes: 5, seconds: 15 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
