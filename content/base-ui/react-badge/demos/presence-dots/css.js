import { Badge } from '@mui/base/Badge';
import './presence-dots.css';

const people = [
  { initials: 'AK', name: 'Amara Kone', status: 'online' },
  { initials: 'JL', name: 'Jonas Lund', status: 'away' },
  { initials: 'MR', name: 'Mei Ren', status: 'offline' },
];

export default function PresenceDotsCss() {
  return (
    <ul className="presence-dots">
      {people.map((person) => (
        <li key={person.name}>
          <Badge
            className="presence-dots-badge"
            slotProps={{
              badge: {
                className: `presence-dots-dot presence-dots-${person.status}`,
              },
            }}
          >
            <span aria-hidden className="presence-dots-avatar">
              {person.initials}
            </span>
          </Badge>
          <span>
            {person.name} ({person.status})
          </span>
        </li>
      ))}
    </ul>
  );
}
