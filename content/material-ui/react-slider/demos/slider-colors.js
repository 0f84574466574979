import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function SliderColors() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider aria-label="Saturation" defaultValue={40} color="secondary" />
      <Slider aria-label="Risk tolerance" defaultValue={70} color="warning" />
    </Box>
  );
}
