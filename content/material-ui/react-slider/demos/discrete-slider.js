import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function DiscreteSlider() {
  return (
    <Box sx={{ width: 300 }}>
      {/* step + marks: the thumb snaps to each step and a dot marks it. */}
      <Slider
        aria-label="Guests"
        defaultValue={2}
        step={1}
        marks
        min={1}
        max={8}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
