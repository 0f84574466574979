import { Badge } from '@mui/base/Badge';

const boxes = [
  { name: 'Inbox', unread: 12 },
  { name: 'Team', unread: 140 },
  { name: 'Archive', unread: 0 },
];

export default function MailboxBadgesTailwind() {
  return (
    <div className="flex gap-6 p-2">
      {boxes.map((box) => (
        <Badge
          key={box.name}
          badgeContent={box.unread}
          max={99}
          slotProps={{
            root: { className: 'relative inline-flex' },
            badge: {
              className:
                'absolute -top-2 -right-2.5 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold leading-5 text-white [&.base-Badge-invisible]:hidden',
            },
          }}
        >
          <button
            type="button"
            className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-slate-50 px-3.5 py-2 text-slate-900"
            aria-label={`${box.name}, ${box.unread} unread`}
          >
            {box.name}
          </button>
        </Badge>
      ))}
    </div>
  );
}
