import { Input } from '@mui/base/Input';
import './search-field-classes.css';

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

// Your own class on the root; the inner slot is reached through its base-Input-input class.
export default function SearchFieldClassesCss() {
  return (
    <Input
      className="search-field"
      startAdornment={SearchIcon}
      placeholder="Search orders"
      slotProps={{ input: { 'aria-label': 'Search orders', type: 'search' } }}
    />
  );
}
