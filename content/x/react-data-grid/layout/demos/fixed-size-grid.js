import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];

const rows = ['Rent', 'Energy', 'Internet', 'Insurance', 'Cleaning'].map(
  (cost, index) => ({
    id: cost,
    cost,
    ...Object.fromEntries(
      months.map((month, m) => [month, 50 + ((index * 41 + m * 13) % 200)]),
    ),
  }),
);

const columns = [
  { field: 'cost', headerName: 'Cost', width: 120 },
  ...months.map((month) => ({
    field: month,
    headerName: month[0].toUpperCase() + month.slice(1),
    type: 'number',
    width: 90,
  })),
];

export default function FixedSizeGrid() {
  // A fixed width narrower than the columns: the grid scrolls sideways inside its own box.
  return (
    <Box sx={{ height: 300, width: 480, maxWidth: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Monthly costs"
      />
    </Box>
  );
}
