import * as React from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Phase = 'idle' | 'query' | 'export' | 'done';

// "query" runs the indeterminate animation backwards: the app is still waiting for the server
// to say how much work there is. Once it knows, the bar switches to determinate.
export default function ReportQueryProgress() {
  const [phase, setPhase] = React.useState<Phase>('idle');
  const [rows, setRows] = React.useState(0);
  const labelId = React.useId();

  React.useEffect(() => {
    if (phase === 'query') {
      const timer = setTimeout(() => setPhase('export'), 1500);
      return () => clearTimeout(timer);
    }
    if (phase === 'export') {
      if (rows >= 100) {
        setPhase('done');
        return undefined;
      }
      const timer = setTimeout(() => setRows((value) => Math.min(100, value + 20)), 300);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, rows]);

  const status = {
    idle: 'Not started',
    query: 'Counting rows…',
    export: `Exporting: ${rows}%`,
    done: 'Report ready',
  }[phase];

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Button
        variant="outlined"
        disabled={phase === 'query' || phase === 'export'}
        onClick={() => {
          setRows(0);
          setPhase('query');
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        Export report
      </Button>
      <Typography id={labelId} variant="body2" role="status">
        {status}
      </Typography>
      {phase === 'query' ? <LinearProgress variant="query" aria-labelledby={labelId} /> : null}
      {phase === 'export' || phase === 'done' ? (
        <LinearProgress variant="determinate" value={rows} aria-labelledby={labelId} />
      ) : null}
    </Stack>
  );
}
