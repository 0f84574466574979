import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The Thai solar calendar is the Gregorian one with years counted from 543 BC: only the
// displayed year differs, so an adapter that extends AdapterDayjs and rewrites year tokens is enough.
class AdapterBuddhistEra extends AdapterDayjs {
  constructor(options?: ConstructorParameters<typeof AdapterDayjs>[0]) {
    super(options);
    const formatGregorian = this.formatByString;
    this.formatByString = (value: Dayjs, formatString: string) =>
      formatGregorian(value, formatString.replace(/YYYY/g, `[${value.year() + 543}]`));
  }
}

export default function BuddhistEraAdapter() {
  return (
    <LocalizationProvider dateAdapter={AdapterBuddhistEra}>
      <DateCalendar defaultValue={dayjs('2024-04-17')} views={['year', 'month', 'day']} />
    </LocalizationProvider>
  );
}
