import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: '0 GB' },
  { value: 50, label: '50 GB' },
  { value: 200, label: '200 GB' },
  { value: 500, label: '500 GB' },
];

export default function CustomMarksSlider() {
  return (
    <Box sx={{ width: 320, px: 2 }}>
      <Slider
        aria-label="Storage"
        defaultValue={200}
        min={0}
        max={500}
        step={10}
        marks={marks}
        valueLabelDisplay="auto"
        valueLabelFormat={(v) => `${v} GB`}
      />
    </Box>
  );
}
