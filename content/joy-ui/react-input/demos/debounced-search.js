import * as React from 'react';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';

const cities = [
  'Amsterdam',
  'Athens',
  'Auckland',
  'Bangkok',
  'Barcelona',
  'Berlin',
  'Bogotá',
  'Boston',
  'Cairo',
  'Cape Town',
];

export default function DebouncedSearch() {
  const [text, setText] = React.useState('');
  const [query, setQuery] = React.useState('');
  const [runs, setRuns] = React.useState(0);

  // Search 300 ms after the last keystroke instead of on every one.
  React.useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(text);
      setRuns((n) => n + 1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text]);

  const results = cities.filter((city) =>
    city.toLowerCase().includes(query.trim().toLowerCase()),
  );

  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Input
        type="search"
        startDecorator={<Search />}
        placeholder="Search cities"
        aria-label="Search cities"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Typography level="body-xs">Searches run: {runs}</Typography>
      <List size="sm" aria-label="Matching cities">
        {results.map((city) => (
          <ListItem key={city}>{city}</ListItem>
        ))}
      </List>
    </Stack>
  );
}
