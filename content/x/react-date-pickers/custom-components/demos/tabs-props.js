import * as React from 'react';
import dayjs from 'dayjs';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function TabsProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        displayStaticWrapperAs="mobile"
        defaultValue={dayjs('2024-04-17T09:30')}
        slotProps={{
          tabs: { dateIcon: <WbSunnyIcon />, timeIcon: <ScheduleIcon /> },
        }}
      />
    </LocalizationProvider>
  );
}
