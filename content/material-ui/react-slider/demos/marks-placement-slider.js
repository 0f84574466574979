import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function MarksPlacementSlider() {
  return (
    <Box sx={{ width: 320, px: 2, pb: 2 }}>
      {/* Marks and labels sit below the rail by default; these styles move the labels above it. */}
      <Slider
        aria-label="Difficulty"
        defaultValue={2}
        min={1}
        max={3}
        step={1}
        marks={[
          { value: 1, label: 'Easy' },
          { value: 2, label: 'Medium' },
          { value: 3, label: 'Hard' },
        ]}
        sx={{ mt: 3, '& .MuiSlider-markLabel': { top: -20 } }}
      />
    </Box>
  );
}
