import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const milestones = ['Idea', 'Prototype', 'Beta', 'Launch'];

export default function ReverseAlternatingTimeline() {
  return (
    <Timeline position="alternate-reverse" aria-label="Product milestones">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone}>
          <TimelineSeparator>
            <TimelineDot />
            {index < milestones.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{milestone}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
