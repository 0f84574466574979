import * as React from 'react';
import { Box } from '@mui/system';

// Children props: the field grows, the buttons never shrink, and the decorative glyph is moved first.
export default function FlexboxChildren() {
  const [query, setQuery] = React.useState('wool socks');
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: 72,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        component="input"
        aria-label="Search products"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ flexGrow: 1, flexShrink: 1, minWidth: 0, font: 'inherit', p: 1 }}
      />
      <Box
        component="button"
        type="button"
        onClick={() => setQuery('')}
        sx={{ flexShrink: 0, font: 'inherit', p: 1 }}
      >
        Clear
      </Box>
      <Box
        component="button"
        type="submit"
        sx={{ flexShrink: 0, alignSelf: 'stretch', font: 'inherit', px: 2 }}
      >
        Search
      </Box>
      <Box
        component="svg"
        aria-hidden="true"
        viewBox="0 0 24 24"
        sx={{
          order: -1,
          flexShrink: 0,
          width: 24,
          height: 24,
          fill: 'currentColor',
        }}
      >
        <path d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
      </Box>
    </Box>
  );
}
