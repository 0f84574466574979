import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch, { switchClasses } from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function OutlinedSquare() {
  return (
    <Stack spacing={2}>
      {['Compact rows', 'Show grid lines'].map((label, index) => (
        <Typography
          key={label}
          component="label"
          startDecorator={
            // A squared, outlined look built from the CSS variables alone: radius, sizes,
            // and a thumb color that changes with the checked state.
            <Switch
              variant="outlined"
              defaultChecked={index === 0}
              sx={{
                '--Switch-trackRadius': '4px',
                '--Switch-thumbRadius': '2px',
                '--Switch-trackWidth': '40px',
                '--Switch-trackHeight': '20px',
                '--Switch-thumbSize': '12px',
                '--Switch-thumbOffset': '4px',
                '--Switch-thumbBackground': 'var(--joy-palette-neutral-500)',
                [`&.${switchClasses.checked}`]: {
                  '--Switch-trackBackground': 'var(--joy-palette-primary-solidBg)',
                  '--Switch-trackBorderColor': 'var(--joy-palette-primary-solidBg)',
                  '--Switch-thumbBackground': 'var(--joy-palette-common-white)',
                },
              }}
            />
          }
          sx={{ gap: 1.5 }}
        >
          {label}
        </Typography>
      ))}
    </Stack>
  );
}
