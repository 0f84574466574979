import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function DisabledSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Typography id="disabled-slider-label" gutterBottom>
        Bass boost (needs headphones)
      </Typography>
      <Slider disabled defaultValue={30} aria-labelledby="disabled-slider-label" />
    </Box>
  );
}
