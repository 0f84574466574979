import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { filmColumns, films } from './films';

const byNumber = (a, b) => a - b;

// Films without a rating go last in both directions. The grid reverses a comparator's result
// for a descending sort, so the descending one puts them first to end up last.
function ratingComparator(direction) {
  const missingGoes = direction === 'desc' ? -1 : 1;
  return (a, b, ...params) => {
    if (a == null && b == null) return 0;
    if (a == null) return missingGoes;
    if (b == null) return -missingGoes;
    return byNumber(a, b, ...params);
  };
}

const columns = filmColumns.map((column) =>
  column.field === 'rating'
    ? { ...column, getSortComparator: ratingComparator }
    : column,
);

export default function MissingRatingsLast() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={films}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] },
        }}
        density="compact"
        hideFooter
        aria-label="Festival films by rating, unrated last"
      />
    </Box>
  );
}
