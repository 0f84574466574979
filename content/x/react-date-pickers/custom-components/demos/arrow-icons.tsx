import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ArrowIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Props on the default buttons. */}
        <DateCalendar
          defaultValue={dayjs('2024-04-17')}
          slotProps={{
            previousIconButton: { size: 'small', color: 'primary' },
            nextIconButton: { size: 'small', color: 'primary' },
          }}
        />
        {/* Other icons. */}
        <DateCalendar
          defaultValue={dayjs('2024-04-17')}
          slots={{ leftArrowIcon: ArrowBackIcon, rightArrowIcon: ArrowForwardIcon, switchViewIcon: ExpandMoreIcon }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
