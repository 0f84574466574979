import { Badge, BadgeOwnerState } from '@mui/base/Badge';
import './build-status.css';

const checks = [
  { name: 'Unit tests', failures: 0 },
  { name: 'Lint', failures: 3 },
  { name: 'End-to-end', failures: 1240 },
];

// slotProps may be a function of the owner state: the color follows the count.
const badgeProps = (ownerState: BadgeOwnerState) => ({
  className: ownerState.badgeContent === 0 ? 'build-status-count build-status-passing' : 'build-status-count build-status-failing',
});

export default function BuildStatusCss() {
  return (
    <ul className="build-status">
      {checks.map((check) => (
        <li key={check.name}>
          <Badge badgeContent={check.failures} showZero max={999} className="build-status-badge" slotProps={{ badge: badgeProps }}>
            <span className="build-status-check">{check.name}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
