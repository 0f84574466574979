import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function SortSelect() {
  const [sort, setSort] = React.useState('relevance');

  return (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel id="sort-by-select-label">Sort by</InputLabel>
      <Select
        labelId="sort-by-select-label"
        id="sort-by-select"
        value={sort}
        label="Sort by"
        onChange={(event) => setSort(event.target.value)}
      >
        <MenuItem value="relevance">Relevance</MenuItem>
        <MenuItem value="price-asc">Price: low to high</MenuItem>
        <MenuItem value="price-desc">Price: high to low</MenuItem>
        <MenuItem value="newest">Newest first</MenuItem>
      </Select>
    </FormControl>
  );
}
