import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';
import { people } from './people';

interface SearchFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

// Colours are the theme's CSS variables, so the field follows light and dark mode.
const Field = styled('div')({
  display: 'flex',
  alignItems: 'center',
  maxWidth: 320,
  border: '1px solid var(--mui-palette-text-secondary)',
  borderRadius: 8,
  backgroundColor: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  '&[data-focused]': {
    borderColor: 'var(--mui-palette-primary-main)',
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
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
    color: 'var(--mui-palette-text-secondary)',
    fontSize: 20,
    cursor: 'pointer',
  },
});

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
    <Field {...getRootProps()} data-focused={focused || undefined}>
      <input {...getInputProps({ type: 'text', 'aria-label': label })} />
      {value && (
        <button type="button" onClick={() => onValueChange('')} aria-label={`Clear ${label.toLowerCase()}`}>
          ×
        </button>
      )}
    </Field>
  );
});

const Layout = styled('div')({ display: 'grid', gap: 12, '& p, & ul': { margin: 0 } });

export default function SearchFieldHookSystem() {
  const [query, setQuery] = React.useState('');
  const matches = people.filter((name) => name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Layout>
      <SearchField label="Search people" value={query} onValueChange={setQuery} />
      <p role="status">
        {matches.length} of {people.length} people
      </p>
      <ul>
        {matches.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </Layout>
  );
}
