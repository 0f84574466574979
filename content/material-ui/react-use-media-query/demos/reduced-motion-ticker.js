import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

const headlines = [
  'Trains run every 10 minutes today',
  'Library open until 21:00',
  'Market moves to Pier 3',
];

export default function ReducedMotionTicker() {
  // A plain CSS media query string: true while the system asks for less motion.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = React.useState(0);

  React.useEffect(() => {
    if (reduceMotion) return undefined; // no autoplay: the reader moves on their own
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % headlines.length),
      3000,
    );
    return () => clearInterval(timer);
  }, [reduceMotion]);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary">
        {reduceMotion
          ? 'Reduced motion: all headlines, no rotation'
          : 'Rotating every 3 seconds'}
      </Typography>
      {reduceMotion ? (
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {headlines.map((headline) => (
            <li key={headline}>{headline}</li>
          ))}
        </Box>
      ) : (
        <Typography variant="subtitle1" component="p" sx={{ my: 1 }}>
          {headlines[index]}
        </Typography>
      )}
    </Box>
  );
}
