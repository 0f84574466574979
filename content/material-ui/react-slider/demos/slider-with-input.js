import * as React from 'react';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SliderWithInput() {
  const [value, setValue] = React.useState(30);

  return (
    <Stack sx={{ width: 320 }}>
      <Typography id="session-timeout-label">Session timeout (minutes)</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          value={typeof value === 'number' ? value : 0}
          onChange={(_event, next) => setValue(next)}
          min={5}
          max={120}
          step={5}
          aria-labelledby="session-timeout-label"
        />
        {/* The input gives exact entry; on blur it is pulled back into range. */}
        <Input
          value={value}
          size="small"
          onChange={(event) =>
            setValue(event.target.value === '' ? '' : Number(event.target.value))
          }
          onBlur={() =>
            setValue((current) => Math.min(120, Math.max(5, Number(current) || 5)))
          }
          inputProps={{
            step: 5,
            min: 5,
            max: 120,
            type: 'number',
            'aria-labelledby': 'session-timeout-label',
          }}
          sx={{ width: 64 }}
        />
      </Stack>
    </Stack>
  );
}
