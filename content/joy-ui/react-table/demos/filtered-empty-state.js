import * as React from 'react';
import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';

const books = [
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
];

export default function FilteredEmptyState() {
  const [query, setQuery] = React.useState('');
  const visible = books.filter((book) =>
    `${book.title} ${book.author}`
      .toLowerCase()
      .includes(query.trim().toLowerCase()),
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Input
        placeholder="Try “Butler” or “Asimov”"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Filter books by title or author' } }}
        sx={{ maxWidth: 320 }}
      />
      <Table aria-label="Books">
        <thead>
          <tr>
            <th style={{ width: '50%' }}>Title</th>
            <th>Author</th>
            <th style={{ width: 80, textAlign: 'right' }}>Year</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((book) => (
            <tr key={book.title}>
              <td>{book.title}</td>
              <td>{book.author}</td>
              <td style={{ textAlign: 'right' }}>{book.year}</td>
            </tr>
          ))}
          {visible.length === 0 && (
            <tr>
              {/* One cell spanning every column keeps the table's structure valid. */}
              <td colSpan={3}>
                <Box sx={{ py: 3, textAlign: 'center' }}>
                  <Typography level="title-sm">No books match “{query}”.</Typography>
                  <Button size="sm" variant="plain" onClick={() => setQuery('')}>
                    Clear the filter
                  </Button>
                </Box>
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </Box>
  );
}
