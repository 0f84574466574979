import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const steps = ['Order placed', 'Payment confirmed', 'Packed', 'Shipped'];

export default function OrderTimeline() {
  return (
    <Timeline aria-label="Order history">
      {steps.map((step, index) => (
        <TimelineItem key={step}>
          <TimelineSeparator>
            <TimelineDot />
            {index < steps.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{step}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
