import { Input as BaseInput } from '@mui/base/Input';
import { styled } from '@mui/system';

// The root and the input slot are both reached from one styled() rule, by their slot classes.
const Input = styled(BaseInput)({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 300,
  padding: '0 12px',
  border: '1px solid #64748b',
  borderRadius: 999,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&.base--focused': { borderColor: '#1d4ed8', boxShadow: '0 0 0 3px #bfdbfe' },
  '& .base-Input-input': {
    flex: 1,
    minWidth: 0,
    padding: '8px 0',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
  },
});

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

export default function SearchFieldClassesSystem() {
  return (
    <Input
      startAdornment={SearchIcon}
      placeholder="Search orders"
      slotProps={{ input: { 'aria-label': 'Search orders', type: 'search' } }}
    />
  );
}
