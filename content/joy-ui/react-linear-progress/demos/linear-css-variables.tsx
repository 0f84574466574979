import * as React from 'react';
import Stack from '@mui/joy/Stack';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearCssVariables() {
  const labelId = React.useId();
  const slimId = React.useId();

  return (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      <div>
        <Typography id={labelId} level="body-sm" sx={{ mb: 1 }}>
          Thick track, thin bar, square ends
        </Typography>
        {/* thickness is the track, progressThickness the bar; radius rounds both. */}
        <LinearProgress
          determinate
          value={45}
          variant="outlined"
          aria-labelledby={labelId}
          sx={{
            '--LinearProgress-thickness': '14px',
            '--LinearProgress-progressThickness': '6px',
            '--LinearProgress-radius': '2px',
            '--LinearProgress-progressRadius': '2px',
          }}
        />
      </div>
      <div>
        <Typography id={slimId} level="body-sm" sx={{ mb: 1 }}>
          Indeterminate bar: a longer sweep and a custom color
        </Typography>
        <LinearProgress
          aria-labelledby={slimId}
          sx={{
            '--LinearProgress-thickness': '4px',
            '--LinearProgress-progressMinWidth': '30%',
            '--LinearProgress-progressMaxWidth': '60%',
            color: 'success.500',
          }}
        />
      </div>
    </Stack>
  );
}
