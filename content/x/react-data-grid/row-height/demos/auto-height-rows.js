import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    reviewer: 'Nadia',
    stars: 5,
    comment: 'Arrived early and the fabric is thicker than the photos suggest.',
  },
  {
    id: 2,
    reviewer: 'Oskar',
    stars: 3,
    comment:
      'Good value. The sizing runs small, so order one size up; the seller answered my exchange question within a day and the replacement fitted.',
  },
  { id: 3, reviewer: 'Leila', stars: 4, comment: 'Nice colour.' },
  {
    id: 4,
    reviewer: 'Bruno',
    stars: 2,
    comment:
      'The zip broke after two weeks. Customer service offered a refund, which I accepted.',
  },
];

const columns = [
  { field: 'reviewer', headerName: 'Reviewer', width: 110 },
  {
    field: 'stars',
    headerName: 'Rating',
    width: 140,
    renderCell: ({ value, row }) => (
      <Rating
        value={value}
        readOnly
        size="small"
        aria-label={`${row.reviewer} rated ${value} out of 5`}
      />
    ),
  },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 200 },
];

export default function AutoHeightRows() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        hideFooter
        aria-label="Product reviews"
      />
    </Box>
  );
}
