import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const bands = [
  { label: '60 Hz', value: 3 },
  { label: '250 Hz', value: -2 },
  { label: '1 kHz', value: 0 },
  { label: '4 kHz', value: 4 },
  { label: '16 kHz', value: 1 },
];

export default function VerticalEqualizer() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 180 }}>
      {bands.map((band) => (
        // Up and Down arrows move a vertical slider; the value label sits beside it.
        <Slider
          key={band.label}
          orientation="vertical"
          defaultValue={band.value}
          min={-12}
          max={12}
          aria-label={`${band.label} gain`}
          valueLabelDisplay="auto"
          valueLabelFormat={(v) => `${v} dB`}
          track={false}
        />
      ))}
    </Stack>
  );
}
