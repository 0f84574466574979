import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const legs = [
  { time: '07:40', place: 'Lisbon (LIS)' },
  { time: '11:15', place: 'Frankfurt (FRA), 1 h 20 connection' },
  { time: '14:05', place: 'Oslo (OSL)' },
];

export default function FlightTimeline() {
  return (
    <Timeline aria-label="Itinerary">
      {legs.map(({ time, place }, index) => (
        <TimelineItem key={time}>
          <TimelineOppositeContent color="text.secondary">
            {time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="primary" />
            {index < legs.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{place}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
