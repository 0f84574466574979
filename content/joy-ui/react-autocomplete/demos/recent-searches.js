import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import Search from '@mui/icons-material/Search';

export default function RecentSearches() {
  const [recent, setRecent] = React.useState([
    'invoice template',
    'holiday policy',
    'vpn setup',
  ]);
  const [query, setQuery] = React.useState('');
  const [lastSearch, setLastSearch] = React.useState(null);

  const run = (text) => {
    const value = text?.trim();
    if (!value) {
      return;
    }
    setLastSearch(value);
    setRecent((list) =>
      [value, ...list.filter((item) => item !== value)].slice(0, 5),
    );
  };

  return (
    <Box sx={{ width: 320 }}>
      {/* freeSolo: the options are suggestions, any text is a valid search. */}
      <Autocomplete
        freeSolo
        type="search"
        aria-label="Search the handbook"
        placeholder="Search the handbook"
        startDecorator={<Search />}
        options={recent}
        inputValue={query}
        onInputChange={(_event, value) => setQuery(value)}
        onChange={(_event, value) => run(value)}
      />
      <Typography level="body-sm" aria-live="polite" sx={{ mt: 1 }}>
        {lastSearch
          ? `Showing results for “${lastSearch}”.`
          : 'Press Enter to search; recent searches are suggested.'}
      </Typography>
    </Box>
  );
}
