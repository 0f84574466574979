import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent, {
  timelineOppositeContentClasses,
} from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const entries = [
  { date: '12 Mar', text: 'Joined the team' },
  { date: '2 Apr', text: 'First pull request merged' },
  { date: '20 May', text: 'Led the accessibility review' },
];

export default function LeftAlignedTimeline() {
  return (
    <Timeline
      aria-label="Activity"
      sx={{ [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.2, px: 0 } }}
    >
      {entries.map(({ date, text }, index) => (
        <TimelineItem key={date}>
          <TimelineOppositeContent color="text.secondary">
            {date}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot />
            {index < entries.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{text}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
