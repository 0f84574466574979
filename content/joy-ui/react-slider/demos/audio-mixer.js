import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const channels = ['Drums', 'Bass', 'Vocals'];
const marks = [
  { value: -24, label: '-24 dB' },
  { value: 0, label: '0' },
  { value: 6, label: '+6' },
];

export default function AudioMixer() {
  const [levels, setLevels] = React.useState({ Drums: -6, Bass: 0, Vocals: 3 });
  return (
    <Stack direction="row" spacing={4} sx={{ pb: 1 }}>
      {channels.map((channel) => (
        <Stack key={channel} spacing={1} sx={{ alignItems: 'center' }}>
          <Slider
            orientation="vertical"
            aria-label={`${channel} level`}
            getAriaValueText={(value) => `${value} decibels`}
            min={-24}
            max={6}
            marks={marks}
            value={levels[channel]}
            onChange={(_event, next) => setLevels({ ...levels, [channel]: next })}
            color={levels[channel] > 0 ? 'warning' : 'primary'}
            size="sm"
            sx={{ height: 180 }}
          />
          <Typography level="body-xs">{channel}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
