import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const colors = [
  { value: 'primary', label: 'Blue' },
  { value: 'secondary', label: 'Purple' },
  { value: 'success', label: 'Green' },
  { value: 'warning', label: 'Orange' },
];

export default function ColorSwatchRadios() {
  const [selected, setSelected] = React.useState('primary');
  return (
    <Stack spacing={1}>
      <Typography variant="body2" id="color-swatch-radios-label">
        Calendar color: {colors.find((c) => c.value === selected)?.label}
      </Typography>
      {/* Standalone radios: no RadioGroup, so each one gets checked, name and its own label. */}
      <Stack
        direction="row"
        role="radiogroup"
        aria-labelledby="color-swatch-radios-label"
      >
        {colors.map((color) => (
          <Radio
            key={color.value}
            checked={selected === color.value}
            onChange={() => setSelected(color.value)}
            value={color.value}
            name="color-swatch-radios"
            color={color.value}
            inputProps={{ 'aria-label': color.label }}
            sx={{ color: `${color.value}.main` }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
