import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function SliderSizes() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider
        size="small"
        defaultValue={40}
        aria-label="Brightness (small)"
        valueLabelDisplay="auto"
      />
      <Slider
        defaultValue={60}
        aria-label="Brightness (medium)"
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
