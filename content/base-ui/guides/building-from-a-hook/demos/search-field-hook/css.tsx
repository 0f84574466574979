import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { people } from './people';
import './search-field-hook.css';

interface SearchFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

// A component of our own: the hook brings value handling, focus state and FormControl wiring;
// the markup, the data attribute for focus and the clear button are ours.
const SearchField = React.forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { label, value, onValueChange },
  ref,
) {
  const { getRootProps, getInputProps, focused } = useInput({
    value,
    inputRef: ref,
    onChange: (event) => onValueChange(event.target.value),
  });
  return (
    <div {...getRootProps()} data-focused={focused || undefined} className="search-field-hook-field">
      <input {...getInputProps({ type: 'text', 'aria-label': label })} />
      {value && (
        <button type="button" onClick={() => onValueChange('')} aria-label={`Clear ${label.toLowerCase()}`}>
          ×
        </button>
      )}
    </div>
  );
});

export default function SearchFieldHookCss() {
  const [query, setQuery] = React.useState('');
  const matches = people.filter((name) => name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <div className="search-field-hook">
      <SearchField label="Search people" value={query} onValueChange={setQuery} />
      <p role="status">
        {matches.length} of {people.length} people
      </p>
      <ul>
        {matches.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
