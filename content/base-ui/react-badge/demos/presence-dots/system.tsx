import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const people = [
  { initials: 'AK', name: 'Amara Kone', status: 'online' },
  { initials: 'JL', name: 'Jonas Lund', status: 'away' },
  { initials: 'MR', name: 'Mei Ren', status: 'offline' },
] as const;

const dotColor = { online: '#15803d', away: '#b45309', offline: '#64748b' };

const PresenceBadge = styled(Badge)({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    right: 0,
    bottom: 0,
    width: 12,
    height: 12,
    borderRadius: '50%',
    border: '2px solid #fff',
  },
});
const Avatar = styled('span')({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  backgroundColor: '#1e3a8a',
  color: '#fff',
  fontWeight: 600,
});

export default function PresenceDotsSystem() {
  return (
    <ul style={{ display: 'flex', gap: 24, margin: 0, padding: 0, listStyle: 'none' }}>
      {people.map((person) => (
        <li key={person.name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <PresenceBadge slotProps={{ badge: { style: { backgroundColor: dotColor[person.status] } } }}>
            <Avatar aria-hidden>{person.initials}</Avatar>
          </PresenceBadge>
          <span>
            {person.name} ({person.status})
          </span>
        </li>
      ))}
    </ul>
  );
}
