import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';

const releases = [
  { version: '3.2.0', note: 'Dark mode for the editor' },
  { version: '3.1.0', note: 'Export to PDF' },
  { version: '3.0.0', note: 'New sharing model' },
];

export default function ReleaseNotesTimeline() {
  return (
    <Timeline position="left" aria-label="Releases">
      {releases.map(({ version, note }, index) => (
        <TimelineItem key={version}>
          <TimelineSeparator>
            <TimelineDot color="primary" />
            {index < releases.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>
            <Typography variant="subtitle2" component="span">
              v{version}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {note}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
