import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'A Wizard of Earthsea', pages: 183 },
  { id: 2, title: 'The Remains of the Day', pages: 258 },
  { id: 3, title: 'Piranesi', pages: 272 },
  { id: 4, title: 'Beloved', pages: 324 },
];

const columns = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 110 },
];

export default function FirstGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Reading list" />
    </Box>
  );
}
