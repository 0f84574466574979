import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionViews() {
  const [value, setValue] = React.useState(dayjs('2024-04-17T10:30:15'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
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
