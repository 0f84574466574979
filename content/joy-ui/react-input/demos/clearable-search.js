import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';

const recipes = [
  'Lentil soup',
  'Lemon tart',
  'Leek risotto',
  'Mushroom pie',
  'Miso ramen',
  'Pear crumble',
];

export default function ClearableSearch() {
  const [query, setQuery] = React.useState('le');
  const inputRef = React.useRef(null);
  const matches = recipes.filter((recipe) =>
    recipe.toLowerCase().includes(query.toLowerCase()),
  );

  return (
    <Box sx={{ width: 300 }}>
      <Input
        type="search"
        placeholder="Search recipes"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        startDecorator={<Search />}
        slotProps={{ input: { ref: inputRef, 'aria-label': 'Search recipes' } }}
        // The clear button appears only when there is something to clear, and gives focus back.
        endDecorator={
          query ? (
            <IconButton
              size="sm"
              variant="plain"
              aria-label="Clear search"
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              <Close />
            </IconButton>
          ) : null
        }
      />
      <Typography level="body-sm" sx={{ mt: 1 }} aria-live="polite">
        {matches.length} of {recipes.length} recipes: {matches.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
