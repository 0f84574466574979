import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationSizes() {
  return (
    // small for dense cards and tables, large for touch-first pages.
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Pagination count={6} size="small" aria-label="Small pagination" />
      <Pagination count={6} aria-label="Medium pagination" />
      <Pagination count={6} size="large" aria-label="Large pagination" />
    </Stack>
  );
}
