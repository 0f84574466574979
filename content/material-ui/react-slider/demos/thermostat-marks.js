import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 16, label: '16°C' },
  { value: 20, label: '20°C' },
  { value: 24, label: '24°C' },
  { value: 28, label: '28°C' },
];

export default function ThermostatMarks() {
  return (
    <Box sx={{ maxWidth: 360, px: 2 }}>
      <Slider
        aria-label="Target temperature"
        defaultValue={21}
        min={16}
        max={28}
        step={0.5}
        marks={marks}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} degrees Celsius`}
      />
    </Box>
  );
}
