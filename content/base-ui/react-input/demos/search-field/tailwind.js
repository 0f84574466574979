import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function SearchFieldTailwind() {
  const [query, setQuery] = React.useState('');
  return (
    <Input
      slotProps={{
        root: {
          className:
            'flex max-w-sm items-center gap-2 rounded-lg border border-solid border-slate-500 bg-white pl-3 pr-2 text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:ring-4 [&.base--focused]:ring-blue-200',
        },
        input: {
          className:
            'min-w-0 flex-1 border-0 bg-transparent py-2.5 text-inherit outline-none',
          'aria-label': 'Search articles',
          type: 'search',
        },
      }}
      placeholder="Search articles"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      startAdornment={<span aria-hidden>⌕</span>}
      endAdornment={
        query && (
          <button
            type="button"
            aria-label="Clear search"
            className="cursor-pointer border-0 bg-transparent text-lg text-slate-600"
            onClick={() => setQuery('')}
          >
            ×
          </button>
        )
      }
    />
  );
}
