import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const commits = [
  'Fix focus ring in dark mode',
  'Add Masonry page',
  'Bump @mui/lab',
  'Initial commit',
];

export default function ChangelogTimeline() {
  return (
    <Timeline
      aria-label="Recent commits"
      // Without opposite content each item keeps an empty flex space on its left: remove it.
      sx={{ [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 } }}
    >
      {commits.map((commit, index) => (
        <TimelineItem key={commit}>
          <TimelineSeparator>
            <TimelineDot variant="outlined" />
            {index < commits.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{commit}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
