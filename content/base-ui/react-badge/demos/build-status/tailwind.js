import { Badge } from '@mui/base/Badge';

const checks = [
  { name: 'Unit tests', failures: 0 },
  { name: 'Lint', failures: 3 },
  { name: 'End-to-end', failures: 1240 },
];

// slotProps may be a function of the owner state: the color follows the count.
const badgeProps = (ownerState) => ({
  className: `absolute -right-3 -top-2.5 min-w-[20px] rounded-full px-1.5 text-center text-xs font-semibold leading-5 text-white ${
    ownerState.badgeContent === 0 ? 'bg-green-700' : 'bg-red-700'
  }`,
});

export default function BuildStatusTailwind() {
  return (
    <ul className="m-0 flex list-none flex-wrap gap-8 px-0 pb-0 pt-3">
      {checks.map((check) => (
        <li key={check.name}>
          <Badge
            badgeContent={check.failures}
            showZero
            max={999}
            className="relative inline-flex"
            slotProps={{ badge: badgeProps }}
          >
            <span className="rounded-md border border-solid border-slate-500 px-3 py-1.5">
              {check.name}
            </span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
