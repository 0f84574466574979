import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const columns = [
  { field: 'author', headerName: 'Author' },
  { field: 'title', headerName: 'Title' },
  { field: 'year', headerName: 'Year', type: 'number' },
];

const library = [
  {
    id: 1,
    author: 'Chimamanda Ngozi Adichie',
    title: 'Half of a Yellow Sun',
    year: 2006,
  },
  { id: 2, author: 'Kazuo Ishiguro', title: 'The Remains of the Day', year: 1989 },
  {
    id: 3,
    author: 'Olga Tokarczuk',
    title: 'Drive Your Plow Over the Bones of the Dead',
    year: 2009,
  },
];

// Stands in for a request: resolves after a short delay with the rows.
function loadBooks() {
  return new Promise((resolve) => {
    setTimeout(() => resolve(library), 600);
  });
}

export default function AutosizeAsync() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(false);

  const load = async () => {
    setLoading(true);
    const books = await loadBooks();
    setRows(books);
    setLoading(false);
    // Wait for the grid to render the new rows before measuring them.
    requestAnimationFrame(() => {
      apiRef.current.autosizeColumns({
        includeHeaders: true,
        includeOutliers: true,
      });
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button variant="outlined" size="small" onClick={load} disabled={loading}>
          {rows.length ? 'Reload books' : 'Load books'}
        </Button>
      </Box>
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={loading}
          hideFooter
          aria-label="Books, sized once loaded"
        />
      </Box>
    </Stack>
  );
}
