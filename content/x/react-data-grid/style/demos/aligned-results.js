import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, rank: 1, runner: 'Faith Kipyegon', country: 'Kenya', time: '3:49.11' },
  { id: 2, rank: 2, runner: 'Jessica Hull', country: 'Australia', time: '3:50.83' },
  {
    id: 3,
    rank: 3,
    runner: 'Georgia Bell',
    country: 'Great Britain',
    time: '3:52.61',
  },
];

const columns = [
  // Numbers are right-aligned by default; a rank reads better centred.
  {
    field: 'rank',
    headerName: 'Rank',
    type: 'number',
    width: 80,
    align: 'center',
    headerAlign: 'center',
  },
  { field: 'runner', headerName: 'Runner', flex: 1, minWidth: 140 },
  {
    field: 'country',
    headerName: 'Country',
    width: 130,
    align: 'center',
    headerAlign: 'center',
  },
  // A time is text, but right alignment lines its digits up.
  {
    field: 'time',
    headerName: 'Time',
    width: 100,
    align: 'right',
    headerAlign: 'right',
  },
];

export default function AlignedResults() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="1500 metres final results"
      />
    </Box>
  );
}
