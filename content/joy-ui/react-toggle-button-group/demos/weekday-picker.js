import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function WeekdayPicker() {
  const [selected, setSelected] = React.useState(['Mon', 'Wed', 'Fri']);
  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm" id="weekday-picker-label">
        Run the backup on
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="weekday-picker-label"
        value={selected}
        onChange={(_event, next) => setSelected(next)}
        variant="soft"
        color="primary"
        spacing={0.5}
        size="sm"
      >
        {days.map((day) => (
          <Button key={day} value={day}>
            {day}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm">
        {selected.length ? `${selected.length} runs a week.` : 'Backups are paused.'}
      </Typography>
    </Stack>
  );
}
