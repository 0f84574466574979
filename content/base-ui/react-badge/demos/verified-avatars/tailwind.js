import { Badge } from '@mui/base/Badge';

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

const slotProps = {
  root: { className: 'relative inline-flex' },
  badge: {
    'aria-hidden': true,
    className:
      'absolute -bottom-0.5 -end-1 box-border grid h-5 min-w-[20px] place-items-center rounded-[10px] border-2 border-solid border-white bg-blue-700 px-1 text-[10px] font-bold text-white [&.base-Badge-invisible]:hidden',
  },
};

const avatar =
  'grid h-12 w-12 place-items-center rounded-full bg-slate-200 font-bold text-slate-900';

export default function VerifiedAvatarsTailwind() {
  return (
    <ul className="m-0 flex list-none gap-6 p-0" aria-label="Reviewers">
      <li aria-label="Mia Chen, verified">
        <Badge badgeContent={check} slotProps={slotProps}>
          <span className={avatar} aria-hidden="true">
            MC
          </span>
        </Badge>
      </li>
      <li aria-label="Omar Haddad, Pro member">
        <Badge badgeContent="PRO" slotProps={slotProps}>
          <span className={avatar} aria-hidden="true">
            OH
          </span>
        </Badge>
      </li>
      <li aria-label="Sam Ortiz">
        <Badge badgeContent={null} slotProps={slotProps}>
          <span className={avatar} aria-hidden="true">
            SO
          </span>
        </Badge>
      </li>
    </ul>
  );
}
