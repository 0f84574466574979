import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import './global-css-chips.css';

const INITIAL = ['In stock', 'Free delivery', 'Rated 4+', 'On sale'];

export default function GlobalCssChips() {
  const [filters, setFilters] = React.useState(INITIAL);

  return (
    <Stack
      className="filter-bar"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {filters.map((filter) => (
        <Chip
          key={filter}
          label={filter}
          color="primary"
          onDelete={() =>
            setFilters((current) => current.filter((f) => f !== filter))
          }
        />
      ))}
      <Chip
        label="Reset filters"
        variant="outlined"
        onClick={() => setFilters(INITIAL)}
      />
    </Stack>
  );
}
