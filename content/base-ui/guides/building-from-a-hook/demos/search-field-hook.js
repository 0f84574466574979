import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

const Field = styled('div')({
  display: 'flex',
  alignItems: 'center',
  maxWidth: 320,
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&[data-focused]': { borderColor: '#1d4ed8', outline: '3px solid #93c5fd' },
  '& input': {
    flex: 1,
    padding: '8px 12px',
    border: 0,
    outline: 0,
    font: 'inherit',
    background: 'none',
    color: 'inherit',
  },
  '& button': {
    padding: '0 12px',
    border: 0,
    background: 'none',
    color: '#334155',
    fontSize: 20,
    cursor: 'pointer',
  },
});

// A component of our own: the hook brings value handling, focus state and FormControl wiring;
// the markup, the data attribute for focus and the clear button are ours.
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
    <Field {...getRootProps()} data-focused={focused || undefined}>
      <input {...getInputProps({ type: 'text', 'aria-label': label })} />
      {value && (
        <button
          type="button"
          onClick={() => onValueChange('')}
          aria-label={`Clear ${label.toLowerCase()}`}
        >
          ×
        </button>
      )}
    </Field>
  );
});

const people = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Katherine Johnson',
  'Margaret Hamilton',
];

export default function SearchFieldHook() {
  const [query, setQuery] = React.useState('');
  const matches = people.filter((name) =>
    name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <SearchField label="Search people" value={query} onValueChange={setQuery} />
      <p role="status" style={{ margin: 0 }}>
        {matches.length} of {people.length} people
      </p>
      <ul style={{ margin: 0 }}>
        {matches.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
