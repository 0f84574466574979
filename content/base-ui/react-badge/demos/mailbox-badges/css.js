import { Badge } from '@mui/base/Badge';
import './mailbox-badges.css';

const boxes = [
  { name: 'Inbox', unread: 12 },
  { name: 'Team', unread: 140 },
  { name: 'Archive', unread: 0 },
];

export default function MailboxBadgesCss() {
  return (
    <div className="mailbox-row">
      {boxes.map((box) => (
        <Badge
          key={box.name}
          className="mailbox-badge"
          badgeContent={box.unread}
          max={99}
        >
          <button
            type="button"
            className="mailbox-name"
            aria-label={`${box.name}, ${box.unread} unread`}
          >
            {box.name}
          </button>
        </Badge>
      ))}
    </div>
  );
}
