import * as React from 'react';
import dayjs from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The calendar grid is labelled by the header's month label: render it with the `labelId` the
// calendar passes, as the default header does.
function YearStepHeader({ currentMonth, onMonthChange, labelId }) {
  const go = (months, direction) =>
    onMonthChange(currentMonth.add(months, 'month'), direction);
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="space-between"
      sx={{ px: 1, pt: 1 }}
    >
      <Stack direction="row">
        <IconButton onClick={() => go(-12, 'right')} aria-label="Previous year">
          <KeyboardDoubleArrowLeft />
        </IconButton>
        <IconButton onClick={() => go(-1, 'right')} aria-label="Previous month">
          <ChevronLeft />
        </IconButton>
      </Stack>
      <Typography
        id={labelId}
        variant="subtitle1"
        component="span"
        aria-live="polite"
      >
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton onClick={() => go(1, 'left')} aria-label="Next month">
          <ChevronRight />
        </IconButton>
        <IconButton onClick={() => go(12, 'left')} aria-label="Next year">
          <KeyboardDoubleArrowRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function YearStepHeaderDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2027-06-15')}
        slots={{ calendarHeader: YearStepHeader }}
      />
    </LocalizationProvider>
  );
}
