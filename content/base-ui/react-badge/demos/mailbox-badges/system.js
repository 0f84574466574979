import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const boxes = [
  { name: 'Inbox', unread: 12 },
  { name: 'Team', unread: 140 },
  { name: 'Archive', unread: 0 },
];

const MailBadge = styled(Badge)({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: -8,
    right: -10,
    minWidth: 20,
    padding: '0 6px',
    borderRadius: 10,
    backgroundColor: '#b91c1c',
    color: '#fff',
    fontSize: 12,
    fontWeight: 600,
    lineHeight: '20px',
    textAlign: 'center',
  },
  '& .base-Badge-invisible': { display: 'none' },
});

const Box = styled('button')({
  font: 'inherit',
  cursor: 'pointer',
  padding: '8px 14px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#f8fafc',
  color: '#0f172a',
});

export default function MailboxBadgesSystem() {
  return (
    <div style={{ display: 'flex', gap: 24, padding: 8 }}>
      {boxes.map((box) => (
        <MailBadge key={box.name} badgeContent={box.unread} max={99}>
          <Box type="button" aria-label={`${box.name}, ${box.unread} unread`}>
            {box.name}
          </Box>
        </MailBadge>
      ))}
    </div>
  );
}
