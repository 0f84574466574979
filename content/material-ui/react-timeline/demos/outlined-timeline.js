import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const lessons = [
  { title: 'Variables', done: true },
  { title: 'Functions', done: true },
  { title: 'Objects', done: false },
  { title: 'Modules', done: false },
];

export default function OutlinedTimeline() {
  return (
    <Timeline aria-label="Course progress">
      {lessons.map(({ title, done }, index) => (
        <TimelineItem key={title}>
          <TimelineSeparator>
            {/* Filled dots for lessons done, outlined for the ones ahead. */}
            <TimelineDot color="primary" variant={done ? 'filled' : 'outlined'} />
            {index < lessons.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>
            {title} {done ? '(done)' : ''}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
