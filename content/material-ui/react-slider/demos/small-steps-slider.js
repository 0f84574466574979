import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function SmallStepsSlider() {
  return (
    <Box sx={{ width: 300 }}>
      {/* Fine steps: arrow keys move by 0.05, Page Up/Down and Shift+arrow by shiftStep (0.25). */}
      <Slider
        aria-label="Opacity"
        defaultValue={0.85}
        step={0.05}
        min={0}
        max={1}
        shiftStep={0.25}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
      />
    </Box>
  );
}
