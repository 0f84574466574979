import * as React from 'react';
import { Input } from '@mui/base/Input';
import './search-field.css';

export default function SearchFieldCss() {
  const [query, setQuery] = React.useState('');
  return (
    <Input
      className="search-field"
      slotProps={{ input: { 'aria-label': 'Search articles', type: 'search' } }}
      placeholder="Search articles"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      startAdornment={<span aria-hidden>⌕</span>}
      endAdornment={
        query && (
          <button
            type="button"
            className="search-field-clear"
            aria-label="Clear search"
            onClick={() => setQuery('')}
          >
            ×
          </button>
        )
      }
    />
  );
}
