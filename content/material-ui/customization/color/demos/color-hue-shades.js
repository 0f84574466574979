import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as colors from '@mui/material/colors';
import { getContrastRatio } from '@mui/material/styles';

const HUES = Object.keys(colors).filter((name) => name !== 'common');
const SHADES = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  'A100',
  'A200',
  'A400',
  'A700',
];

export default function ColorHueShades() {
  const [hue, setHue] = React.useState('indigo');
  const palette = colors[hue];

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="color-hue-label">Hue</InputLabel>
        <Select
          labelId="color-hue-label"
          label="Hue"
          value={hue}
          onChange={(e) => setHue(e.target.value)}
        >
          {HUES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
        aria-label={`${hue} shades`}
      >
        {SHADES.map((shade) => {
          const value = palette[shade];
          const white = getContrastRatio(value, '#fff');
          return (
            <Box
              component="li"
              key={shade}
              sx={{
                display: 'grid',
                gridTemplateColumns: '56px 48px 80px 1fr',
                alignItems: 'center',
                gap: 1,
                py: 0.25,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  height: 24,
                  borderRadius: 0.5,
                  bgcolor: value,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Typography variant="body2">{shade}</Typography>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {value}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {white >= 4.5 ? 'white text OK' : 'needs dark text'} (
                {white.toFixed(1)}:1 with white)
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
