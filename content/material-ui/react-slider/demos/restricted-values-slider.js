import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const sizes = [
  { value: 12, label: '12' },
  { value: 14, label: '14' },
  { value: 16, label: '16' },
  { value: 20, label: '20' },
  { value: 24, label: '24' },
  { value: 32, label: '32' },
];

export default function RestrictedValuesSlider() {
  return (
    <Box sx={{ width: 320, px: 2 }}>
      {/* step={null}: only the marks can be chosen, however uneven their spacing. */}
      <Slider
        aria-label="Font size"
        defaultValue={16}
        min={12}
        max={32}
        step={null}
        marks={sizes}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} pixels`}
      />
    </Box>
  );
}
