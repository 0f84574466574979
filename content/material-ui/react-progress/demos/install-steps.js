import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const files = 8;

export default function InstallSteps() {
  const [done, setDone] = React.useState(0);

  React.useEffect(() => {
    const timer = setInterval(() => setDone((d) => (d >= files ? 0 : d + 1)), 800);
    return () => clearInterval(timer);
  }, []);

  const percent = (done / files) * 100;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 420 }}>
      <Box sx={{ flexGrow: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Installing update"
        />
      </Box>
      {/* The label states the unit that matters to the reader: files, not percent. */}
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72 }}>
        {done} of {files} files
      </Typography>
    </Box>
  );
}
