import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const books = [
  { isbn: '978-0-14-118776-1', title: 'Middlemarch', onLoan: false },
  { isbn: '978-0-571-33652-5', title: 'Klara and the Sun', onLoan: true },
  { isbn: '978-0-06-112008-4', title: 'To Kill a Mockingbird', onLoan: false },
  {
    isbn: '978-1-4088-5565-2',
    title: 'Harry Potter and the Philosopher’s Stone',
    onLoan: true,
  },
];

const columns = [
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'onLoan', headerName: 'On loan', type: 'boolean', width: 100 },
];

export default function RowIdFromData() {
  const [selection, setSelection] = React.useState([]);
  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{
          height: 280,
          '& .row--on-loan': { color: 'text.secondary', fontStyle: 'italic' },
        }}
      >
        <DataGrid
          rows={books}
          columns={columns}
          getRowId={(row) => row.isbn}
          getRowClassName={({ row }) => (row.onLoan ? 'row--on-loan' : '')}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          aria-label="Library books"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        Selected ISBNs: {selection.length ? selection.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
