import { Badge } from '@mui/base/Badge';

const people = [
  { initials: 'AK', name: 'Amara Kone', status: 'online' },
  { initials: 'JL', name: 'Jonas Lund', status: 'away' },
  { initials: 'MR', name: 'Mei Ren', status: 'offline' },
];

const dotColor = {
  online: 'bg-green-700',
  away: 'bg-amber-700',
  offline: 'bg-slate-500',
};

export default function PresenceDotsTailwind() {
  return (
    <ul className="m-0 flex list-none gap-6 p-0">
      {people.map((person) => (
        <li key={person.name} className="flex items-center gap-2">
          <Badge
            className="relative inline-flex"
            slotProps={{
              badge: {
                className: `absolute bottom-0 right-0 h-3 w-3 rounded-full border-2 border-solid border-white ${dotColor[person.status]}`,
              },
            }}
          >
            <span
              aria-hidden
              className="grid h-11 w-11 place-items-center rounded-full bg-blue-900 font-semibold text-white"
            >
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
