import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// The slider moves through 0–10 linearly; `scale` maps that to 1 B … 1 GB in powers of 8.
const scale = (value) => 2 ** (value * 3);
const format = (bytes) => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Number(size.toFixed(1))} ${units[unit]}`;
};

export default function LogScaleSlider() {
  const [value, setValue] = React.useState(7);

  return (
    <Box sx={{ width: 320 }}>
      <Typography id="upload-limit-label" gutterBottom>
        Upload limit: {format(scale(value))}
      </Typography>
      <Slider
        value={value}
        min={0}
        max={10}
        step={1 / 3}
        scale={scale}
        getAriaValueText={format}
        valueLabelFormat={format}
        valueLabelDisplay="auto"
        onChange={(_event, next) => setValue(next)}
        aria-labelledby="upload-limit-label"
      />
    </Box>
  );
}
