import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, kind: 'Chapter', title: 'Part one: the harbour' },
  { id: 2, kind: 'Section', title: 'Arrival' },
  { id: 3, kind: 'Section', title: 'The lighthouse keeper' },
  { id: 4, kind: 'Chapter', title: 'Part two: the island' },
  { id: 5, kind: 'Section', title: 'Low tide' },
];

const columns = [
  {
    field: 'title',
    headerName: 'Contents',
    flex: 1,
    renderCell: ({ row, value }) =>
      row.kind === 'Chapter' ? (
        <Typography variant="h6" component="span">
          {value}
        </Typography>
      ) : (
        value
      ),
  },
  { field: 'kind', headerName: 'Level', width: 110 },
];

// Chapters get 72px; returning null keeps the grid's row height for the rest.
const getRowHeight = ({ model }) => (model.kind === 'Chapter' ? 72 : null);

export default function TallerHeadlines() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        hideFooter
        aria-label="Table of contents"
      />
    </Box>
  );
}
