import * as React from 'react';
import dayjs from 'dayjs';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

// Text tabs instead of icons; the picker tells us the current view and how to change it.
function TextTabs(props) {
  const { view, onViewChange, className } = props;
  const tab =
    view === 'hours' ||
    view === 'minutes' ||
    view === 'seconds' ||
    view === 'meridiem'
      ? 'time'
      : 'date';
  return (
    <Tabs
      className={className}
      value={tab}
      onChange={(_event, next) => onViewChange(next === 'date' ? 'day' : 'hours')}
      variant="fullWidth"
      aria-label="Date or time"
    >
      <Tab value="date" label="Day" />
      <Tab value="time" label="Time" />
    </Tabs>
  );
}

export default function CustomTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        displayStaticWrapperAs="mobile"
        defaultValue={dayjs('2024-04-17T09:30')}
        slots={{ tabs: TextTabs }}
        slotProps={{ tabs: { hidden: false } }}
      />
    </LocalizationProvider>
  );
}
