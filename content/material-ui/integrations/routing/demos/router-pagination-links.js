import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';

const ARTICLES = Array.from(
  { length: 24 },
  (_, index) => `Changelog entry ${24 - index}`,
);
const PER_PAGE = 6;

// Each page number is a link to ?page=N (crawlable, opens in a new tab); a plain click is
// handled in-app, the way a router's Link would.
export default function RouterPaginationLinks() {
  const [page, setPage] = React.useState(1);
  const count = Math.ceil(ARTICLES.length / PER_PAGE);

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 420 }}>
      <List dense>
        {ARTICLES.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((title) => (
          <ListItem key={title}>
            <ListItemText primary={title} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={count}
        page={page}
        renderItem={(item) => (
          <PaginationItem
            component="a"
            href={item.page ? `?page=${item.page}` : undefined}
            {...item}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey) return;
              event.preventDefault();
              if (item.page && !item.disabled) setPage(item.page);
            }}
          />
        )}
      />
    </Paper>
  );
}
