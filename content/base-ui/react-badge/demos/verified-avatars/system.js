import { Badge as BaseBadge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const Badge = styled(BaseBadge)({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge.base-Badge-invisible': { display: 'none' },
  '& .base-Badge-badge': {
    position: 'absolute',
    bottom: -2,
    insetInlineEnd: -4,
    display: 'grid',
    placeItems: 'center',
    minWidth: 20,
    height: 20,
    padding: '0 4px',
    boxSizing: 'border-box',
    borderRadius: 10,
    border: '2px solid #fff',
    backgroundColor: '#1d4ed8',
    color: '#fff',
    fontSize: 10,
    fontWeight: 700,
  },
});

const Avatar = styled('span')({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  backgroundColor: '#e2e8f0',
  color: '#0f172a',
  fontWeight: 700,
});

const check = (
  <svg
    width="12"
    height="12"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="4"
    aria-hidden="true"
  >
    <path d="m5 12 5 5 9-10" />
  </svg>
);

export default function VerifiedAvatarsSystem() {
  return (
    <ul
      aria-label="Reviewers"
      style={{ display: 'flex', gap: 24, margin: 0, padding: 0, listStyle: 'none' }}
    >
      <li aria-label="Mia Chen, verified">
        <Badge badgeContent={check}>
          <Avatar aria-hidden="true">MC</Avatar>
        </Badge>
      </li>
      <li aria-label="Omar Haddad, Pro member">
        <Badge badgeContent="PRO" slotProps={{ badge: { 'aria-hidden': true } }}>
          <Avatar aria-hidden="true">OH</Avatar>
        </Badge>
      </li>
      <li aria-label="Sam Ortiz">
        <Badge badgeContent={null}>
          <Avatar aria-hidden="true">SO</Avatar>
        </Badge>
      </li>
    </ul>
  );
}
