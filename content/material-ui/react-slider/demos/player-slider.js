import * as React from 'react';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const DURATION = 214;
const time = (s) =>
  `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export default function PlayerSlider() {
  const [position, setPosition] = React.useState(48);
  const [playing, setPlaying] = React.useState(false);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
      <Typography variant="subtitle1" component="p">
        Evening walk
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The Quiet Hours
      </Typography>
      {/* A thin track and a small thumb that grows on hover and focus. */}
      <Slider
        aria-label="Position"
        size="small"
        value={position}
        min={0}
        max={DURATION}
        onChange={(_event, next) => setPosition(next)}
        getAriaValueText={(v) => `${time(v)} of ${time(DURATION)}`}
        sx={{
          height: 4,
          '& .MuiSlider-thumb': {
            width: 8,
            height: 8,
            transition: '0.2s',
            '&:hover, &.Mui-focusVisible, &.Mui-active': { width: 16, height: 16 },
          },
          '& .MuiSlider-rail': { opacity: 0.3 },
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -1 }}>
        <Typography variant="caption">{time(position)}</Typography>
        <Typography variant="caption">-{time(DURATION - position)}</Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'center' }}>
        <IconButton
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? (
            <PauseRounded fontSize="large" />
          ) : (
            <PlayArrowRounded fontSize="large" />
          )}
        </IconButton>
      </Stack>
    </Paper>
  );
}
