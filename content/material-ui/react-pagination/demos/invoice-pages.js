import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const PER_PAGE = 4;
const results = Array.from({ length: 38 }, (_, index) => ({
  id: index + 1,
  title: `Invoice #${(1040 + index).toString()}`,
  amount: ((index * 37) % 500) + 20,
}));

export default function PagedResults() {
  const [page, setPage] = React.useState(1);
  const pages = Math.ceil(results.length / PER_PAGE);
  const visible = results.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Typography variant="body2" color="text.secondary">
        {results.length} invoices, page {page} of {pages}
      </Typography>
      <List dense>
        {visible.map((item) => (
          <ListItem key={item.id} divider>
            <ListItemText primary={item.title} secondary={`$${item.amount}.00`} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pages}
        page={page}
        onChange={(_event, next) => setPage(next)}
        color="primary"
      />
    </Stack>
  );
}
