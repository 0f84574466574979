import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function WeekdayGroup() {
  const [selected, setSelected] = React.useState(['Mon', 'Wed', 'Fri']);

  return (
    // role="group" with aria-labelledby names the set of checkboxes, like a fieldset's legend.
    <Box role="group" aria-labelledby="weekday-group-label">
      <Typography id="weekday-group-label" level="title-sm" sx={{ mb: 1 }}>
        Repeat on
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {days.map((day) => (
          <Checkbox
            key={day}
            label={day}
            checked={selected.includes(day)}
            onChange={(event) =>
              setSelected((list) =>
                event.target.checked
                  ? [...list, day]
                  : list.filter((item) => item !== day),
              )
            }
          />
        ))}
      </Box>
      <Typography level="body-sm" sx={{ mt: 1.5 }}>
        {selected.length === 0
          ? 'Runs once.'
          : `Runs ${selected.length} times a week.`}
      </Typography>
    </Box>
  );
}
