import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function VideoBuffer() {
  const [played, setPlayed] = React.useState(0);
  const [buffered, setBuffered] = React.useState(10);
  const [playing, setPlaying] = React.useState(false);

  React.useEffect(() => {
    if (!playing) return undefined;
    // Simulated: a real player reads currentTime and the buffered ranges of the <video>.
    const timer = setInterval(() => {
      setBuffered((b) => Math.min(b + 4 + Math.random() * 6, 100));
      setPlayed((p) => {
        if (p >= 100) {
          setPlaying(false);
          return 100;
        }
        return p + 2;
      });
    }, 300);
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <Box>
        {/* value is what has played; valueBuffer is what has downloaded. */}
        <LinearProgress
          variant="buffer"
          value={played}
          valueBuffer={Math.max(buffered, played)}
          aria-label="Playback position"
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            if (played >= 100) {
              setPlayed(0);
              setBuffered(10);
            }
            setPlaying((p) => !p);
          }}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {Math.round(played)}% played
        </Typography>
      </Stack>
    </Stack>
  );
}
