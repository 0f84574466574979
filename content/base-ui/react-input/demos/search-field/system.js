import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Root = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: 360,
  padding: '0 8px 0 12px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  '&.base--focused': { borderColor: '#1d4ed8', boxShadow: '0 0 0 3px #bfdbfe' },
  '& .base-Input-input': {
    flex: 1,
    minWidth: 0,
    padding: '10px 0',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
  },
});

const Clear = styled('button')({
  border: 0,
  background: 'none',
  color: '#475569',
  cursor: 'pointer',
  fontSize: 18,
});

export default function SearchFieldSystem() {
  const [query, setQuery] = React.useState('');
  return (
    <Input
      slots={{ root: Root }}
      slotProps={{ input: { 'aria-label': 'Search articles', type: 'search' } }}
      placeholder="Search articles"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      startAdornment={<span aria-hidden>⌕</span>}
      endAdornment={
        query && (
          <Clear
            type="button"
            aria-label="Clear search"
            onClick={() => setQuery('')}
          >
            ×
          </Clear>
        )
      }
    />
  );
}
