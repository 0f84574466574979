import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Each page is a real link (<a href="?page=3">): it can be opened in a new tab or copied. With a
// router, pass its Link as `component` instead and read the page from the URL. Here the click is
// handled in place so the demo does not reload the page.
export default function PaginationPageLinks() {
  const [page, setPage] = React.useState(1);
  return (
    <Stack spacing={2}>
      <Typography>Changelog, page {page} of 8</Typography>
      <Pagination
        count={8}
        page={page}
        renderItem={(item) => (
          <PaginationItem
            component="a"
            href={item.page && !item.disabled ? `?page=${item.page}` : undefined}
            {...item}
            onClick={(event) => {
              event.preventDefault();
              if (item.page && !item.disabled) {
                setPage(item.page);
              }
            }}
          />
        )}
      />
    </Stack>
  );
}
