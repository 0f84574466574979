import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const BOOKS = [
  'A Tale of Two Cities',
  'Brave New World',
  'Crime and Punishment',
  'Dracula',
  'Emma',
  'Frankenstein',
  'Great Expectations',
  'Jane Eyre',
  'Middlemarch',
  'Moby-Dick',
  'Pride and Prejudice',
  'Wuthering Heights',
];

// Stands in for a server search: the server filters, not the component.
function searchBooks(query) {
  const q = query.toLowerCase();
  return new Promise((resolve) =>
    setTimeout(() => resolve(BOOKS.filter((b) => b.toLowerCase().includes(q))), 400),
  );
}

export default function SearchAsYouType() {
  const [value, setValue] = React.useState(null);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (inputValue.trim() === '') {
      setOptions(value ? [value] : []);
      return undefined;
    }
    let active = true;
    setLoading(true);
    // Wait for a pause in typing before asking the server (a debounce of 250 ms).
    const timer = setTimeout(async () => {
      const results = await searchBooks(inputValue);
      if (active) {
        setOptions(results);
        setLoading(false);
      }
    }, 250);
    return () => {
      active = false; // A newer query replaced this one: ignore its answer.
      clearTimeout(timer);
    };
  }, [inputValue, value]);

  return (
    <Autocomplete
      id="search-as-you-type-input"
      sx={{ width: 320 }}
      options={options}
      // The server already filtered: do not filter again.
      filterOptions={(x) => x}
      autoComplete
      includeInputInList
      filterSelectedOptions
      value={value}
      loading={loading}
      noOptionsText={inputValue ? 'No books found' : 'Type to search'}
      onChange={(_event, next) => setValue(next)}
      onInputChange={(_event, next) => setInputValue(next)}
      renderInput={(params) => (
        <TextField {...params} label="Search the catalogue" />
      )}
    />
  );
}
