import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

// The slider moves over 0–10 in even steps; `scale` turns each step into a doubling of storage.
const toGigabytes = (step: number) => 2 ** step;

function formatSize(gigabytes: number) {
  return gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

export default function LogScaleSlider() {
  const [step, setStep] = React.useState(6);

  return (
    <Box sx={{ width: 320 }}>
      <Typography id="log-scale-slider-label" level="title-sm">
        Storage quota: {formatSize(toGigabytes(step))}
      </Typography>
      <Slider
        value={step}
        min={0}
        max={10}
        step={1}
        marks
        scale={toGigabytes}
        onChange={(_event, value) => setStep(value as number)}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
        slotProps={{ input: { 'aria-labelledby': 'log-scale-slider-label' } }}
      />
    </Box>
  );
}
