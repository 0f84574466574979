import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const talks = [
  'Keynote',
  'Design tokens in practice',
  'Lunch',
  'Testing forms',
  'Closing panel',
];

export default function ConferenceTimeline() {
  return (
    <Timeline position="alternate" aria-label="Conference day">
      {talks.map((talk, index) => (
        <TimelineItem key={talk}>
          <TimelineSeparator>
            <TimelineDot variant="outlined" color="secondary" />
            {index < talks.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{talk}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
