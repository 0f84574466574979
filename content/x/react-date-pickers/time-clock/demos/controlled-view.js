import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const views = ['hours', 'minutes', 'seconds'];

export default function ControlledView() {
  const [view, setView] = React.useState('minutes');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="center">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next) => next && setView(next)}
          aria-label="Clock view"
        >
          {views.map((item) => (
            <ToggleButton key={item} value={item}>
              {item}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TimeClock
          defaultValue={dayjs('2024-04-17T10:30:45')}
          views={views}
          view={view}
          onViewChange={setView}
        />
      </Stack>
    </LocalizationProvider>
  );
}
