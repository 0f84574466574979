import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const target = 72;
const duration = 1200;

// Counts from 0 to `end` with an ease-out curve, driven by requestAnimationFrame.
function useCountUp(end, runKey) {
  const [value, setValue] = React.useState(0);
  React.useEffect(() => {
    let frame = 0;
    let start = null;
    const step = (time) => {
      start ??= time;
      const t = Math.min((time - start) / duration, 1);
      setValue(Math.round(end * (1 - (1 - t) ** 3)));
      if (t < 1) {
        frame = requestAnimationFrame(step);
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [end, runKey]);
  return value;
}

export default function CountUpProgress() {
  const [runKey, setRunKey] = React.useState(0);
  const value = useCountUp(target, runKey);
  const labelId = React.useId();

  return (
    <Box sx={{ maxWidth: 360, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={labelId} level="title-sm">
          Storage used
        </Typography>
        {/* The number and the bar share one value, so they move together. */}
        <Typography level="title-sm" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}%
        </Typography>
      </Box>
      <LinearProgress
        determinate
        value={value}
        size="lg"
        variant="soft"
        aria-labelledby={labelId}
      />
      <Button
        size="sm"
        variant="outlined"
        onClick={() => setRunKey((key) => key + 1)}
        sx={{ alignSelf: 'start' }}
      >
        Count again
      </Button>
    </Box>
  );
}
