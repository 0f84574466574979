import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { people } from './people';

// A component of our own: the hook brings value handling, focus state and FormControl wiring;
// the markup, the data attribute for focus and the clear button are ours.
// Colours are the theme's CSS variables, so the field follows light and dark mode.
const SearchField = React.forwardRef(function SearchField(
  { label, value, onValueChange },
  ref,
) {
  const { getRootProps, getInputProps, focused } = useInput({
    value,
    inputRef: ref,
    onChange: (event) => onValueChange(event.target.value),
  });
  return (
    <div
      {...getRootProps()}
      data-focused={focused || undefined}
      className="flex max-w-xs items-center rounded-lg border border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] text-[color:var(--mui-palette-text-primary)] data-[focused]:border-[color:var(--mui-palette-primary-main)] data-[focused]:outline data-[focused]:outline-[3px] data-[focused]:outline-offset-2 data-[focused]:outline-[color:var(--mui-palette-primary-main)]"
    >
      <input
        {...getInputProps({ type: 'text', 'aria-label': label })}
        className="flex-1 border-0 bg-transparent px-3 py-2 text-[color:inherit] outline-0 [font:inherit]"
      />
      {value && (
        <button
          type="button"
          onClick={() => onValueChange('')}
          aria-label={`Clear ${label.toLowerCase()}`}
          className="cursor-pointer border-0 bg-transparent px-3 py-0 text-[20px] text-[color:var(--mui-palette-text-secondary)]"
        >
          ×
        </button>
      )}
    </div>
  );
});

export default function SearchFieldHookTailwind() {
  const [query, setQuery] = React.useState('');
  const matches = people.filter((name) =>
    name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <div className="grid gap-3">
      <SearchField label="Search people" value={query} onValueChange={setQuery} />
      <p role="status" className="m-0">
        {matches.length} of {people.length} people
      </p>
      <ul className="m-0">
        {matches.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
