import { Badge } from '@mui/base/Badge';
import './verified-avatars.css';

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

export default function VerifiedAvatarsCss() {
  return (
    <ul className="verified-avatars" aria-label="Reviewers">
      <li aria-label="Mia Chen, verified">
        <Badge className="verified-avatars-badge" badgeContent={check}>
          <span className="verified-avatars-avatar" aria-hidden="true">
            MC
          </span>
        </Badge>
      </li>
      <li aria-label="Omar Haddad, Pro member">
        <Badge
          className="verified-avatars-badge"
          badgeContent="PRO"
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <span className="verified-avatars-avatar" aria-hidden="true">
            OH
          </span>
        </Badge>
      </li>
      <li aria-label="Sam Ortiz">
        <Badge className="verified-avatars-badge" badgeContent={null}>
          <span className="verified-avatars-avatar" aria-hidden="true">
            SO
          </span>
        </Badge>
      </li>
    </ul>
  );
}
