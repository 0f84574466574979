import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const events = [
  { label: 'Build passed', color: 'success' },
  { label: 'Tests: 2 flaky, retried', color: 'warning' },
  { label: 'Deploy to staging failed', color: 'error' },
  { label: 'Rolled back', color: 'grey' },
];

export default function DeployStatusTimeline() {
  return (
    <Timeline aria-label="Deployment">
      {events.map(({ label, color }, index) => (
        <TimelineItem key={label}>
          <TimelineSeparator>
            <TimelineDot color={color} />
            {index < events.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{label}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
