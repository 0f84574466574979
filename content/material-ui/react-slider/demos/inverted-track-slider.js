import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function InvertedTrackSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Typography id="battery-saver-label" gutterBottom>
        Turn on battery saver below
      </Typography>
      {/* track="inverted": the part above the value is highlighted, the range it acts on. */}
      <Slider
        aria-labelledby="battery-saver-label"
        track="inverted"
        defaultValue={20}
        step={5}
        valueLabelDisplay="auto"
        valueLabelFormat={(v) => `${v}%`}
      />
    </Box>
  );
}
