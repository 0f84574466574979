import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const events = [
  { title: 'Sprint planning', start: 0, span: 1 },
  { title: 'Design review', start: 2, span: 1 },
  { title: 'Offsite workshop', start: 3, span: 2 },
  { title: 'Weekend on call', start: 5, span: 2 },
];

export default function Grid2WeekPlanner() {
  return (
    // Seven columns, one per day, instead of the default twelve.
    <Grid container columns={7} spacing={1}>
      {days.map((day) => (
        <Grid key={day} size={1}>
          <Typography variant="overline" component="p" sx={{ textAlign: 'center' }}>
            {day}
          </Typography>
        </Grid>
      ))}
      {events.map((event) => (
        // Each event gets a row of its own, starting on its day.
        <Grid key={event.title} container size={7}>
          <Grid size={event.span} offset={event.start}>
            <Paper
              sx={{ p: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              <Typography variant="body2">{event.title}</Typography>
            </Paper>
          </Grid>
        </Grid>
      ))}
    </Grid>
  );
}
