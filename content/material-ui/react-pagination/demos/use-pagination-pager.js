import * as React from 'react';
import usePagination from '@mui/material/usePagination';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';

export default function UsePaginationPager() {
  // The hook does the range maths; the markup is entirely ours.
  const { items } = usePagination({ count: 12, defaultPage: 5 });

  return (
    <nav aria-label="Photo pages">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
        }}
      >
        {items.map(({ page, type, selected, ...item }, index) => {
          let content;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            content = (
              <Box component="span" sx={{ px: 1 }} aria-hidden>
                …
              </Box>
            );
          } else if (type === 'page') {
            content = (
              <Button
                size="small"
                variant={selected ? 'contained' : 'text'}
                aria-current={selected ? 'page' : undefined}
                sx={{ minWidth: 36 }}
                {...item}
              >
                {page}
              </Button>
            );
          } else {
            content = (
              <Button size="small" {...item}>
                {type === 'previous' ? 'Newer' : 'Older'}
              </Button>
            );
          }
          return <li key={index}>{content}</li>;
        })}
      </Box>
    </nav>
  );
}
