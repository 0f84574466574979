import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent, { timelineContentClasses } from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const payments = [
  { amount: '€120.00', text: 'Invoice #1042 paid' },
  { amount: '€80.00', text: 'Partial refund' },
  { amount: '€45.50', text: 'Invoice #1043 paid' },
];

export default function RightAlignedTimeline() {
  return (
    <Timeline
      aria-label="Payments"
      sx={{ [`& .${timelineContentClasses.root}`]: { flex: 0.3 } }}
    >
      {payments.map(({ amount, text }, index) => (
        <TimelineItem key={text}>
          <TimelineOppositeContent>{text}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < payments.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {amount}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
