import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CustomizeSxSlot() {
  const [volume, setVolume] = React.useState(60);
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Typography id="customize-sx-slot-label" variant="body2">
        Speaker volume: {volume}%
      </Typography>
      <Slider
        aria-labelledby="customize-sx-slot-label"
        value={volume}
        onChange={(_, value) => setVolume(value)}
        sx={{
          height: 8,
          '& .MuiSlider-track': { border: 'none' },
          '& .MuiSlider-rail': { opacity: 0.3 },
          '& .MuiSlider-thumb': {
            width: 20,
            height: 20,
            bgcolor: 'background.paper',
            border: 2,
            borderColor: 'primary.main',
            // The focus ring stays visible for keyboard users.
            '&.Mui-focusVisible, &:hover': { boxShadow: 4 },
            '&.Mui-active': { width: 24, height: 24 },
          },
        }}
      />
    </Stack>
  );
}
