import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const marks = [
  { value: 0, label: 'Off' },
  { value: 15, label: '15 min' },
  { value: 30, label: '30 min' },
  { value: 60, label: '1 h' },
];

export default function LabelledMarks() {
  const [minutes, setMinutes] = React.useState(30);

  return (
    <Box sx={{ maxWidth: 360, px: 2 }}>
      <Typography id="labelled-marks-label" level="title-sm">
        Lock the screen after
      </Typography>
      {/* step={null}: only the marked values can be chosen. */}
      <Slider
        value={minutes}
        onChange={(_e, v) => setMinutes(v)}
        step={null}
        min={0}
        max={60}
        marks={marks}
        valueLabelDisplay="auto"
        getAriaValueText={(v) =>
          marks.find((m) => m.value === v)?.label ?? `${v} minutes`
        }
        valueLabelFormat={(v) => marks.find((m) => m.value === v)?.label ?? v}
        slotProps={{ input: { 'aria-labelledby': 'labelled-marks-label' } }}
      />
    </Box>
  );
}
