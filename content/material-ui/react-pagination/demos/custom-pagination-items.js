import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function CustomPaginationItems() {
  const [page, setPage] = React.useState(5);

  return (
    <Stack spacing={2}>
      <Typography variant="body2">Chapter {page} of 20</Typography>
      <Pagination
        aria-label="Chapters"
        count={20}
        page={page}
        onChange={(_event, next) => setPage(next)}
        variant="outlined"
        shape="rounded"
        siblingCount={1}
        boundaryCount={1}
        showFirstButton
        showLastButton
        renderItem={(item) => (
          <PaginationItem
            {...item}
            slots={{ previous: ArrowBackIcon, next: ArrowForwardIcon }}
          />
        )}
      />
      <Pagination
        aria-label="Chapters, compact"
        count={20}
        page={page}
        onChange={(_event, next) => setPage(next)}
        size="small"
        siblingCount={0}
      />
    </Stack>
  );
}
