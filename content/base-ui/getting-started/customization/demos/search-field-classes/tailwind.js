import { Input } from '@mui/base/Input';

const SearchIcon = (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

// Utility classes go on each slot: the root through className, the input through slotProps.
export default function SearchFieldClassesTailwind() {
  return (
    <Input
      className="flex w-[300px] items-center gap-2 rounded-full border border-solid border-slate-500 bg-white px-3 text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:shadow-[0_0_0_3px_#bfdbfe]"
      startAdornment={SearchIcon}
      placeholder="Search orders"
      slotProps={{
        input: {
          'aria-label': 'Search orders',
          type: 'search',
          className:
            'min-w-0 flex-1 border-0 bg-transparent py-2 text-inherit outline-0',
        },
      }}
    />
  );
}
