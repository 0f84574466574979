import { Badge, BadgeOwnerState } from '@mui/base/Badge';
import { styled } from '@mui/system';

const checks = [
  { name: 'Unit tests', failures: 0 },
  { name: 'Lint', failures: 3 },
  { name: 'End-to-end', failures: 1240 },
];

const CountBadge = styled(Badge)({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: -10,
    right: -12,
    minWidth: 20,
    padding: '0 6px',
    borderRadius: 10,
    fontSize: 12,
    fontWeight: 600,
    lineHeight: '20px',
    textAlign: 'center',
  },
});
const Check = styled('span')({ padding: '6px 12px', border: '1px solid #64748b', borderRadius: 6 });

// slotProps may be a function of the owner state: the color follows the count.
const badgeProps = (ownerState: BadgeOwnerState) => ({
  style: { backgroundColor: ownerState.badgeContent === 0 ? '#15803d' : '#b91c1c', color: '#fff' },
});

export default function BuildStatusSystem() {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 32, margin: 0, padding: '12px 0 0', listStyle: 'none' }}>
      {checks.map((check) => (
        <li key={check.name}>
          <CountBadge badgeContent={check.failures} showZero max={999} slotProps={{ badge: badgeProps }}>
            <Check>{check.name}</Check>
          </CountBadge>
        </li>
      ))}
    </ul>
  );
}
