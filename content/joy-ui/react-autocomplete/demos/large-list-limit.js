import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';

// 10,000 deterministic part numbers.
const parts = Array.from(
  { length: 10000 },
  (_, index) => `PN-${String(index + 1).padStart(5, '0')}`,
);

// Only the first 50 matches are rendered, however many options match.
const filterOptions = createFilterOptions({ limit: 50 });

export default function LargeListLimit() {
  return (
    <FormControl sx={{ maxWidth: 300 }}>
      <FormLabel>Part number</FormLabel>
      <Autocomplete
        options={parts}
        filterOptions={filterOptions}
        placeholder="PN-0…"
      />
      <FormHelperText>
        10,000 parts; the list shows the first 50 matches.
      </FormHelperText>
    </FormControl>
  );
}
