import * as React from 'react';
import dayjs from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const day = dayjs('2027-05-20');

// Each option's accessible name starts with its visible text ("07 hours", not "7 hours"), so
// voice control users can say what they see.
const SectionItem = React.forwardRef(function SectionItem(props, ref) {
  const { children, 'aria-label': label, ...other } = props;
  const unit = typeof label === 'string' ? label.replace(/^\d+\s*/, '') : '';
  return (
    <MenuItem ref={ref} {...other} aria-label={unit ? `${children} ${unit}` : label}>
      {children}
    </MenuItem>
  );
});
const isLunch = (value) => value.hour() === 12;

export default function AppointmentSlots() {
  const [slot, setSlot] = React.useState(day.hour(9));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={4}
        alignItems="flex-start"
      >
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            Dentist (one list)
          </Typography>
          <DigitalClock
            value={slot}
            onChange={setSlot}
            timeStep={20}
            minTime={day.hour(8)}
            maxTime={day.hour(17)}
            shouldDisableTime={(value) => isLunch(value)}
            skipDisabled
            sx={{ maxHeight: 240 }}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            Reminder (sections)
          </Typography>
          <MultiSectionDigitalClock
            slots={{ digitalClockSectionItem: SectionItem }}
            defaultValue={day.hour(8).minute(15)}
            timeSteps={{ minutes: 15 }}
            ampm={false}
          />
        </Stack>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        Appointment: {slot?.format('HH:mm') ?? 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
