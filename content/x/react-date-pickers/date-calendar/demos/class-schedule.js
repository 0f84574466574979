import * as React from 'react';
import dayjs from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';

// Mock schedule in the browser: days of the month with a class, answered after 400 ms.
function fetchClassDays(month) {
  const days = Array.from(
    { length: month.daysInMonth() },
    (_, index) => index + 1,
  ).filter((day) => [2, 4].includes(month.date(day).day()));
  return new Promise((resolve) => setTimeout(() => resolve(days), 400));
}

// The day slot reads the loaded days from context: slots render inside the calendar.
const ClassDaysContext = React.createContext([]);

function ClassDay(props) {
  const { day, outsideCurrentMonth, ...other } = props;
  const classDays = React.useContext(ClassDaysContext);
  const hasClass = !outsideCurrentMonth && classDays.includes(day.date());
  return (
    <Badge
      key={day.toString()}
      overlap="circular"
      color="primary"
      variant="dot"
      invisible={!hasClass}
    >
      <PickersDay
        {...other}
        day={day}
        outsideCurrentMonth={outsideCurrentMonth}
        aria-label={hasClass ? `${day.format('D MMMM')}, class` : undefined}
      />
    </Badge>
  );
}

const start = dayjs('2027-10-01');

export default function ClassSchedule() {
  const [classDays, setClassDays] = React.useState([]);
  const [loading, setLoading] = React.useState(true);
  const load = React.useCallback((month) => {
    setLoading(true);
    fetchClassDays(month).then((days) => {
      setClassDays(days);
      setLoading(false);
    });
  }, []);
  React.useEffect(() => load(start), [load]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ClassDaysContext.Provider value={classDays}>
        <DateCalendar
          referenceDate={start}
          loading={loading}
          onMonthChange={load}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{ day: ClassDay }}
        />
      </ClassDaysContext.Provider>
    </LocalizationProvider>
  );
}
