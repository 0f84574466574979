import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

// A teal scale. Setting the shade variables on an element re-points every variant token
// below it, just as extendTheme does for the whole app.
const teal = {
  50: '#f0fdfa',
  100: '#ccfbf1',
  200: '#99f6e4',
  300: '#5eead4',
  400: '#14b8a6',
  // 500 carries white text on solid surfaces: dark enough for 4.5:1 contrast.
  500: '#0f766e',
  600: '#115e59',
  700: '#134e4a',
  800: '#0b3b38',
  900: '#042f2e',
};

const tealVariables = Object.fromEntries(
  Object.entries(teal).map(([shade, value]) => [
    `--joy-palette-primary-${shade}`,
    value,
  ]),
);

function Sample({ label }) {
  return (
    <Stack
      spacing={1.5}
      sx={{ p: 2, borderRadius: 'md', bgcolor: 'background.surface' }}
    >
      <Typography level="title-sm">{label}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="sm">Solid</Button>
        <Button size="sm" variant="soft">
          Soft
        </Button>
        <Chip variant="outlined" color="primary">
          Chip
        </Chip>
        <Switch
          defaultChecked
          slotProps={{ input: { 'aria-label': `${label} switch` } }}
        />
      </Stack>
    </Stack>
  );
}

export default function ScopedPrimaryShades() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Sample label="Default primary" />
      <Box sx={tealVariables}>
        <Sample label="Teal primary" />
      </Box>
    </Stack>
  );
}
