import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationLooks() {
  return (
    <Stack spacing={2}>
      {/* Pick the look that matches the buttons around it. */}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 120 }}>
          Outlined
        </Typography>
        <Pagination
          count={8}
          variant="outlined"
          color="primary"
          aria-label="Outlined pages"
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 120 }}>
          Rounded
        </Typography>
        <Pagination count={8} shape="rounded" aria-label="Rounded pages" />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ width: 120 }}>
          Outlined, rounded
        </Typography>
        <Pagination
          count={8}
          variant="outlined"
          shape="rounded"
          color="secondary"
          aria-label="Outlined rounded pages"
        />
      </Stack>
    </Stack>
  );
}
