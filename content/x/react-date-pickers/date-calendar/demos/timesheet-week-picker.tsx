import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

interface WeekDayProps extends PickersDayProps<Dayjs> {
  inSelectedWeek: boolean;
}

// Days of the chosen week share one band; the first and last round its ends.
const WeekDay = styled(PickersDay, {
  shouldForwardProp: (prop) => prop !== 'inSelectedWeek',
})<WeekDayProps>(({ theme, inSelectedWeek, day }) => ({
  borderRadius: 0,
  ...(inSelectedWeek && {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover, &:focus, &.Mui-selected': { backgroundColor: theme.palette.primary.dark },
  }),
  ...(day.day() === 0 && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
  ...(day.day() === 6 && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
}));

const SelectedWeekContext = React.createContext<Dayjs | null>(null);

function DayInWeek(props: PickersDayProps<Dayjs>) {
  const selected = React.useContext(SelectedWeekContext);
  const inSelectedWeek = selected !== null && props.day.isSame(selected, 'week');
  return <WeekDay {...props} disableMargin selected={false} inSelectedWeek={inSelectedWeek} />;
}

export default function TimesheetWeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="center">
        <SelectedWeekContext.Provider value={value}>
          <DateCalendar
            value={value}
            onChange={(newValue) => setValue(newValue)}
            showDaysOutsideCurrentMonth
            slots={{ day: DayInWeek }}
          />
        </SelectedWeekContext.Provider>
        <Typography variant="body2" role="status">
          {value
            ? `Timesheet for ${value.startOf('week').format('D MMM')} to ${value.endOf('week').format('D MMM YYYY')}`
            : 'Pick a week'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
