import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const spinners = [
  { color: 'primary', size: 24, thickness: 3.6, label: 'Small, primary' },
  { color: 'secondary', size: 40, thickness: 3.6, label: 'Default size, secondary' },
  { color: 'success', size: 56, thickness: 2, label: 'Large and thin, success' },
  { color: 'inherit', size: 40, thickness: 6, label: 'Thick, inherits text color' },
] as const;

export default function CircularColorsSizes() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', alignItems: 'flex-end', rowGap: 2 }}>
      {spinners.map((spinner) => (
        <Stack key={spinner.label} spacing={1} sx={{ alignItems: 'center', width: 110 }}>
          <CircularProgress
            color={spinner.color}
            size={spinner.size}
            thickness={spinner.thickness}
            aria-label={spinner.label}
          />
          <Typography variant="caption" sx={{ textAlign: 'center' }}>
            {spinner.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
