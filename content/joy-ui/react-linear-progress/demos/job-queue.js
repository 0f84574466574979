import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const startJobs = [
  { name: 'Resize images', progress: 0 },
  { name: 'Build search index', progress: 0, failsAt: 60 },
  { name: 'Upload to storage', progress: 0 },
];

export default function JobQueue() {
  const [jobs, setJobs] = React.useState(startJobs);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setJobs((current) => {
        const next = current.map((job) =>
          job.progress >= 100 || job.progress === job.failsAt
            ? job
            : { ...job, progress: job.progress + 10 },
        );
        if (next.every((job) => job.progress >= 100 || job.progress === job.failsAt))
          setRunning(false);
        return next;
      });
    }, 250);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Stack spacing={1} sx={{ maxWidth: 440 }}>
      <List>
        {jobs.map((job) => {
          const failed = job.progress === job.failsAt;
          const done = job.progress >= 100;
          return (
            <ListItem
              key={job.name}
              sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography level="title-sm">{job.name}</Typography>
                <Typography level="body-xs">
                  {failed ? 'Failed' : done ? 'Done' : `${job.progress}%`}
                </Typography>
              </Stack>
              <LinearProgress
                determinate
                value={job.progress}
                color={failed ? 'danger' : done ? 'success' : 'primary'}
                aria-label={job.name}
              />
            </ListItem>
          );
        })}
      </List>
      {running && (
        <LinearProgress size="sm" variant="plain" aria-label="Queue running" />
      )}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        disabled={running}
        onClick={() => {
          setJobs(startJobs);
          setRunning(true);
        }}
      >
        Run queue
      </Button>
    </Stack>
  );
}
