import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import SearchIcon from '@mui/icons-material/Search';

export default function InvertedSearchBar() {
  return (
    // invertedColors turns every Joy child into its inverted palette on the dark surface.
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ bgcolor: 'primary.800', p: 3, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography level="title-lg" component="p">
        Find a recipe
      </Typography>
      <form
        onSubmit={(event) => event.preventDefault()}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}
      >
        <Input
          variant="soft"
          startDecorator={<SearchIcon />}
          placeholder="Ingredient or dish"
          slotProps={{ input: { 'aria-label': 'Ingredient or dish' } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit">Search</Button>
      </form>
    </Sheet>
  );
}
