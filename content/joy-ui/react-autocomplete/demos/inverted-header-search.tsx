import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Autocomplete from '@mui/joy/Autocomplete';
import SearchIcon from '@mui/icons-material/Search';

const pages = ['Getting started', 'Installation', 'Theming', 'Dark mode', 'Color inversion', 'Migration'];

export default function InvertedHeaderSearch() {
  return (
    // invertedColors re-maps the children's palette so they stay readable on the solid header.
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{
        bgcolor: 'primary.800',
        p: 2,
        borderRadius: 'sm',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography level="title-md" component="p">
        Handbook
      </Typography>
      <Autocomplete
        variant="soft"
        options={pages}
        placeholder="Search pages"
        startDecorator={<SearchIcon />}
        slotProps={{ input: { 'aria-label': 'Search the handbook' } }}
        sx={{ flex: 1, minWidth: 200 }}
      />
    </Sheet>
  );
}
