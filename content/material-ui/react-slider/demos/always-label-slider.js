import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function AlwaysLabelSlider() {
  return (
    <Box sx={{ width: 300, pt: 4 }}>
      {/* The value label stays visible, not only while dragging. */}
      <Slider
        aria-label="Tip"
        defaultValue={15}
        min={0}
        max={30}
        step={5}
        marks
        valueLabelDisplay="on"
        valueLabelFormat={(v) => `${v}%`}
      />
    </Box>
  );
}
