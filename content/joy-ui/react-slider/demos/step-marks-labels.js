import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const temperatureLabel = (value) => `${value} °C`;

export default function StepMarksLabels() {
  const [value, setValue] = React.useState(21);

  return (
    <Box sx={{ width: 320 }}>
      <Typography id="step-marks-labels-label" level="title-sm" gutterBottom>
        Thermostat: {temperatureLabel(value)}
      </Typography>
      {/* step 0.5 with marks at each step; the value label stays visible and is also read as text. */}
      <Slider
        // On the thumb's input: as a prop it would also land on the root span, which has no role.
        slotProps={{ input: { 'aria-labelledby': 'step-marks-labels-label' } }}
        value={value}
        onChange={(_event, next) => setValue(next)}
        min={16}
        max={26}
        step={0.5}
        marks
        valueLabelDisplay="on"
        valueLabelFormat={temperatureLabel}
        getAriaValueText={temperatureLabel}
        sx={{ mt: 4 }}
      />
    </Box>
  );
}
