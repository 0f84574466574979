import * as React from 'react';
import { styled } from '@mui/system';

const Badge = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  fontSize: 14,
}));

// `status` only drives the styles, so it is kept off the DOM element.
const Dot = styled('span', { shouldForwardProp: (prop) => prop !== 'status' })(
  ({ theme, status }) => ({
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: {
      online: theme.palette.success.main,
      away: theme.palette.warning.main,
      offline: theme.palette.text.disabled,
    }[status],
  }),
);

const people = [
  { name: 'Ines', status: 'online' },
  { name: 'Tomasz', status: 'away' },
  { name: 'Priya', status: 'offline' },
];

export default function StyledStatusBadge() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {people.map((person) => (
        <Badge key={person.name}>
          <Dot status={person.status} aria-hidden />
          {person.name}, {person.status}
        </Badge>
      ))}
    </div>
  );
}
