import ChatIcon from '@mui/icons-material/Chat';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EngineeringIcon from '@mui/icons-material/Engineering';
import MailIcon from '@mui/icons-material/Mail';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';

const events = [
  {
    when: 'Mon 09:12',
    title: 'Ticket opened',
    detail: 'By email',
    icon: <MailIcon />,
  },
  {
    when: 'Mon 10:30',
    title: 'Agent replied',
    detail: 'Asked for logs',
    icon: <ChatIcon />,
  },
  {
    when: 'Tue 14:00',
    title: 'Escalated',
    detail: 'Engineering is on it',
    icon: <EngineeringIcon />,
  },
  {
    when: 'Wed 08:45',
    title: 'Resolved',
    detail: 'Fixed in 2.4.1',
    icon: <CheckCircleIcon />,
  },
];

export default function SupportTicketTimeline() {
  return (
    <Timeline position="alternate" aria-label="Ticket history">
      {events.map(({ when, title, detail, icon }, index) => (
        <TimelineItem key={title}>
          <TimelineOppositeContent
            sx={{ m: 'auto 0' }}
            variant="body2"
            color="text.secondary"
          >
            {when}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector
              sx={{ visibility: index === 0 ? 'hidden' : 'visible' }}
            />
            <TimelineDot color={index === events.length - 1 ? 'success' : 'primary'}>
              {icon}
            </TimelineDot>
            <TimelineConnector
              sx={{ visibility: index === events.length - 1 ? 'hidden' : 'visible' }}
            />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5, px: 2 }}>
            <Typography variant="subtitle1" component="span">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
