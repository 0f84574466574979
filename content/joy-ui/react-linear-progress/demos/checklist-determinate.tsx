import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const tasks = ['Create an account', 'Add a profile photo', 'Invite a teammate', 'Create a project'];

export default function ChecklistDeterminate() {
  const [done, setDone] = React.useState<string[]>([tasks[0]]);
  const labelId = React.useId();
  const percent = Math.round((done.length / tasks.length) * 100);

  return (
    <Box sx={{ maxWidth: 360, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={labelId} level="title-sm">
          Getting started
        </Typography>
        <Typography level="body-sm">{percent}%</Typography>
      </Box>
      {/* determinate + value (0 to 100) follows the state; the bar animates between values. */}
      <LinearProgress
        determinate
        value={percent}
        color={percent === 100 ? 'success' : 'primary'}
        aria-labelledby={labelId}
      />
      {tasks.map((task) => (
        <Checkbox
          key={task}
          label={task}
          checked={done.includes(task)}
          onChange={(event) =>
            setDone((current) =>
              event.target.checked ? [...current, task] : current.filter((item) => item !== task),
            )
          }
        />
      ))}
    </Box>
  );
}
