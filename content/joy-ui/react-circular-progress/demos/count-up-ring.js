import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const target = 87;

export default function CountUpRing() {
  const [value, setValue] = React.useState(0);
  const [run, setRun] = React.useState(0);
  const labelId = React.useId();

  // Steps the value towards the target with an ease-out curve, one frame at a time.
  React.useEffect(() => {
    let frame = 0;
    let start = null;
    const step = (time) => {
      start ??= time;
      const t = Math.min((time - start) / 1000, 1);
      setValue(Math.round(target * (1 - (1 - t) ** 3)));
      if (t < 1) {
        frame = requestAnimationFrame(step);
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [run]);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={value}
        color="success"
        aria-labelledby={labelId}
        thickness={8}
        sx={{ '--CircularProgress-size': '96px' }}
      >
        <Typography
          level="h4"
          component="span"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {value}%
        </Typography>
      </CircularProgress>
      <Stack spacing={1}>
        <Typography id={labelId} level="title-md">
          Tests passing
        </Typography>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          onClick={() => setRun((n) => n + 1)}
        >
          Replay
        </Button>
      </Stack>
    </Stack>
  );
}
